export { HoursPage as BusinessHoursPage } from '../../features/dashboard/components/hours/hours-page.tsx';
