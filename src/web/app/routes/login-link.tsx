// `/login-link` — 'Trouble logging in?' (docs/product.md §9.4); its form also works before the script does.
export { loginLinkAction as action } from '../../features/accounts/api/auth-actions.ts';
export { LoginLinkPage as Component } from '../../features/accounts/components/sign-in/login-link-page.tsx';
