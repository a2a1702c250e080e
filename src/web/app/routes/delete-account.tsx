// `/delete-account` (session required, docs/product.md §14.1).
export { DeleteAccountPage } from '../../features/accounts/components/delete/delete-account-page.tsx';
