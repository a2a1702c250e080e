// `/forgot-password` (docs/product.md §9.5); its form also works before the script does.
export { forgotPasswordAction as action } from '../../features/accounts/api/auth-actions.ts';
export { ForgotPasswordPage as Component } from '../../features/accounts/components/sign-in/forgot-password-page.tsx';
