// `/auth?mode=login|signup` (spec §2).
export { AuthPage } from '../../features/accounts/components/sign-in/auth-page.tsx';
