// `/forgot-password` (docs/product.md §9.5).
export { ForgotPasswordPage } from '../../features/accounts/components/sign-in/forgot-password-page.tsx';
