// `/confirm-email/used`: a confirmation link opened a second time (the server sends it here).
export { ConfirmationUsedPage } from '../../features/accounts/components/sign-in/confirmation-used-page.tsx';
