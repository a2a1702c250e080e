// GET /api/search as an infinite query keyed by the search's address (without its page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiTransport } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { canonicalSearch } from '../lib/search-params.ts';
import { getSearchPage } from './search-page.ts';

/** `transport`: given by the route's loader (the server's is the app itself). */
export const searchQueryOptions = (params: URLSearchParams, transport?: ApiTransport) => {
  const search = canonicalSearch(params);
  const start = params.get('cursor');
  return infiniteQueryOptions({
    queryKey: [...queryKeys.search, search.toString(), start ?? 'first'],
    queryFn: ({ pageParam, signal }) => getSearchPage(search, pageParam, signal, transport),
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
    retry: false,
  });
};

export function useSearch(params: URLSearchParams) {
  return useInfiniteQuery(searchQueryOptions(params));
}
