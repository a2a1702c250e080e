// `/auth?mode=login|signup` (docs/product.md §9).
export { AuthPage } from '../../features/accounts/components/sign-in/auth-page.tsx';
