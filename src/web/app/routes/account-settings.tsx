// `/account/settings` — Edit Information (session required, docs/product.md §10.2).
export { AccountSettingsPage } from '../../features/accounts/components/settings/account-settings-page.tsx';
