// GET /api/search as an infinite query keyed by the search's address (without its page), and the
// nearest ZIP code to the browser's location (asked only when the shopper presses "Use my location").
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import type { SearchPage } from '#shared/types/search.ts';
import { type ApiTransport, apiFetch } from '../../../lib/api.ts';
import { canonicalSearch } from '../lib/search-params.ts';

/** `transport`: given by the route's loader (the server's is the app itself). */
export const searchQueryOptions = (params: URLSearchParams, transport?: ApiTransport) => {
  const search = canonicalSearch(params);
  const start = params.get('cursor');
  return infiniteQueryOptions({
    queryKey: ['search', search.toString(), start ?? 'first'],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(search);
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<SearchPage>(`/api/search?${query}`, { signal, transport });
    },
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
    retry: false,
  });
};

export function useSearch(params: URLSearchParams) {
  return useInfiniteQuery(searchQueryOptions(params));
}

export type NearestZip = ApiResponse<'GET /api/zips/nearest'>;

/** Coordinates are rounded to about a kilometre before they leave the browser. */
export function nearestZip(latitude: number, longitude: number) {
  const query = new URLSearchParams({ lat: latitude.toFixed(2), lng: longitude.toFixed(2) });
  return apiFetch<NearestZip>(`/api/zips/nearest?${query}`);
}
