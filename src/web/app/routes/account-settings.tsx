// `/account/settings` — Edit Information (session required, spec §2).
export { AccountSettingsPage } from '../../features/accounts/components/settings/account-settings-page.tsx';
