// `/reset-password?token=…` (the emailed reset link lands here); its form posts to the bare path.
export { resetPasswordAction } from '../../features/accounts/api/auth-actions.ts';
export { ResetPasswordPage } from '../../features/accounts/components/sign-in/reset-password-page.tsx';
