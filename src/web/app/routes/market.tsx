export { MarketPage as MarketRoute } from '../../features/marketplace/components/market-page.tsx';
