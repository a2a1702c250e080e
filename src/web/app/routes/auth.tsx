// `/auth?mode=login|signup` (docs/product.md §9); its forms also work before the script does.
export { authAction as action } from '../../features/accounts/api/auth-actions.ts';
export { AuthPage as Component } from '../../features/accounts/components/sign-in/auth-page.tsx';
export { authLoader as loader } from './auth-loader.ts';
