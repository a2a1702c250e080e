import { ownerBusinessKey } from '../../../lib/owner-business.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
// Query keys of the dashboard feature (prefixed so they never collide with another feature's).
export const dashboardKeys = {
  myBusinesses: sharedKeys.myBusinesses,
  favorites: sharedKeys.myFavorites,
  zip: (zip: string) => ['dashboard', 'zip', zip] as const,
  regions: (stateSlug: string) => ['dashboard', 'regions', stateSlug] as const,
  business: ownerBusinessKey,
  insights: (id: string) => ['dashboard', 'business', id, 'insights'] as const,
};
