export { AboutPage as AboutRoute } from '../../features/static-pages/components/about-page.tsx';
