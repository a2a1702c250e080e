// `/reset-password?token=…` (the emailed reset link lands here); its form posts to the bare path.
export { resetPasswordAction as action } from '../../features/accounts/api/auth-actions.ts';
export { ResetPasswordPage as Component } from '../../features/accounts/components/sign-in/reset-password-page.tsx';
