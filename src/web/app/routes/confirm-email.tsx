// `/confirm-email` (spec §2).
export { ConfirmEmailPage } from '../../features/accounts/components/sign-in/confirm-email-page.tsx';
