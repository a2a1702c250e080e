// `/forgot-password` (DESIGN §10.7).
export { ForgotPasswordPage } from '../../features/accounts/components/sign-in/forgot-password-page.tsx';
