// `/login-link` — 'Trouble logging in?' (spec §2).
export { LoginLinkPage } from '../../features/accounts/components/sign-in/login-link-page.tsx';
