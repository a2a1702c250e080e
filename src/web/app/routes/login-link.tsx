// `/login-link` — 'Trouble logging in?' (docs/product.md §9.4).
export { LoginLinkPage } from '../../features/accounts/components/sign-in/login-link-page.tsx';
