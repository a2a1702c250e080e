// `/profile` (session required, docs/product.md §10.1).
export { ProfilePage } from '../../features/accounts/components/profile/profile-page.tsx';
