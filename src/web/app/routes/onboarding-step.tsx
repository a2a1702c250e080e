export { OnboardingStepPage } from '../../features/onboarding/pages/onboarding-step-page.tsx';
