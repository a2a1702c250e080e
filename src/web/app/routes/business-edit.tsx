export { EditOverviewPage } from '../../features/onboarding/pages/edit-overview-page.tsx';
