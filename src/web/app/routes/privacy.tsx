export { PrivacyPage as PrivacyRoute } from '../../features/static-pages/components/privacy-page.tsx';
