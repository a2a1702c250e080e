export { OnboardingIndexPage } from '../../features/onboarding/pages/onboarding-index-page.tsx';
