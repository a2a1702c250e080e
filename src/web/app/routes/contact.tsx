export { ContactPage as ContactRoute } from '../../features/static-pages/components/contact-page.tsx';
