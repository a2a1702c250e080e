// `/reset-password?token=…` (the emailed reset link lands here).
export { ResetPasswordPage } from '../../features/accounts/components/sign-in/reset-password-page.tsx';
