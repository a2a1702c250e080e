export { TermsPage as TermsRoute } from '../../features/static-pages/components/terms-page.tsx';
