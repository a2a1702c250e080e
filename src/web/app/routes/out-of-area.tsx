export { OutOfAreaPage } from '../../features/onboarding/pages/out-of-area-page.tsx';
