// `/delete-account` (session required, spec §2).
export { DeleteAccountPage } from '../../features/accounts/components/delete/delete-account-page.tsx';
