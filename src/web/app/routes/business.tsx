export { BusinessPage as BusinessRoute } from '../../features/marketplace/components/business-page.tsx';
