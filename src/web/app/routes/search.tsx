export { SearchPage as SearchRoute } from '../../features/search/components/search-page.tsx';
