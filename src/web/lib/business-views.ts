// Invalidation that names its keys: what an owner's change to a business makes stale, and what a
// delete makes every list read again (the key registry is lib/query-keys.ts).
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/** Every list that can hold a business's card or its page, and the owner's own list. */
const LISTS_WITH_CARDS = [
  queryKeys.myBusinesses,
  queryKeys.myFavorites,
  queryKeys.businessPage,
  queryKeys.recentBusinesses,
  queryKeys.market,
  queryKeys.search,
  queryKeys.updates,
];

/**
 * Everything that shows a business's own fields beside the owner's view: its public page, the
 * lists that hold its card, the owner's list and the wizard's saved steps.
 */
const businessViews = (businessId: string) => [
  [...queryKeys.ownerBusiness, businessId],
  [...queryKeys.businessStep, businessId],
  ...LISTS_WITH_CARDS,
];

/**
 * After an owner changes a business (a step, its hours, publishing): every view of it is stale.
 * Marked only: each is read again when next shown.
 */
export function markBusinessViewsStale(client: QueryClient, businessId: string) {
  return Promise.all(
    businessViews(businessId).map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
}

/**
 * After a business is deleted: the lists that held it are read again; its own queries are left
 * for `forgetBusiness` to drop once the page showing it has gone.
 */
export function refreshBusinessLists(client: QueryClient) {
  return Promise.all(
    [...LISTS_WITH_CARDS, queryKeys.unseenUpdates].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
