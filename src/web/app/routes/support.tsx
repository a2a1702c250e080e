export { SupportPage as SupportRoute } from '../../features/static-pages/components/support-page.tsx';
