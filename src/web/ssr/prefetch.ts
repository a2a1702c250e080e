// What each server-rendered route needs before it can render with its content: the queries its
// page reads, fetched once on the server and handed to the browser (no second fetch on hydration).
import type { QueryClient } from '@tanstack/react-query';
import { recentBusinessesQueryOptions } from '../features/home/api/recent-businesses.ts';
import { businessQueryOptions } from '../features/marketplace/api/business.ts';
import { marketQueryOptions } from '../features/marketplace/api/market.ts';
import { businessPostsQueryOptions } from '../features/marketplace/api/posts.ts';
import { regionsQueryOptions, statesQueryOptions } from '../features/marketplace/api/states.ts';
import { marketPlace } from '../features/marketplace/lib/market-place.ts';
import { searchQueryOptions } from '../features/search/api/search.ts';

export interface PrefetchContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  viewerId: string | null;
}

type Prefetch = (client: QueryClient, context: PrefetchContext) => Promise<unknown>;

/** By route id (src/web/app/routes.tsx). */
export const PREFETCH: Record<string, Prefetch> = {
  home: (client) => client.prefetchQuery(recentBusinessesQueryOptions),
  explore: (client) => client.prefetchQuery(statesQueryOptions),
  market: (client, { search }) => {
    const place = marketPlace(search);
    if (!place) return Promise.resolve();
    return Promise.all([
      client.prefetchQuery(regionsQueryOptions(place.state)),
      client.prefetchInfiniteQuery(marketQueryOptions(place.state, place.region, place.cursor)),
    ]);
  },
  search: (client, { search }) => client.prefetchInfiniteQuery(searchQueryOptions(search)),
  business: (client, { params, viewerId }) =>
    Promise.all([
      client.prefetchQuery(businessQueryOptions(params.username ?? '', viewerId)),
      client.prefetchQuery(businessPostsQueryOptions(params.username ?? '')),
    ]),
  'business-report': (client, { params, viewerId }) =>
    client.prefetchQuery(businessQueryOptions(params.username ?? '', viewerId)),
};
