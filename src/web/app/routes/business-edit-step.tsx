export { EditStepPage } from '../../features/onboarding/pages/edit-step-page.tsx';
