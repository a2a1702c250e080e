// `/confirm-email` (docs/product.md §9.2).
export { ConfirmEmailPage } from '../../features/accounts/components/sign-in/confirm-email-page.tsx';
