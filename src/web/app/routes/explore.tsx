export { ExplorePage as ExploreRoute } from '../../features/marketplace/components/explore-page.tsx';
