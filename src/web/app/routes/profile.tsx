// `/profile` (session required, spec §2).
export { ProfilePage } from '../../features/accounts/components/profile/profile-page.tsx';
