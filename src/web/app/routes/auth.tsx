// `/auth?mode=login|signup` (docs/product.md §9); its forms also work before the script does.
export { authAction } from '../../features/accounts/api/auth-actions.ts';
export { AuthPage } from '../../features/accounts/components/sign-in/auth-page.tsx';
