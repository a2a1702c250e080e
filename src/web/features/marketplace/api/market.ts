// GET /api/market: a state's (or region's) businesses, 6 a page, in a random order per visit that the
// server's keyset cursor keeps free of duplicates and omissions (follow nextCursor).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MarketPage } from '#shared/types/business.ts';
import { type ApiTransport, apiFetch } from '../../../lib/api.ts';

/** `transport`: given by the route's loader (the server's is the app itself). */
export const marketQueryOptions = (
  state: string,
  region: string | null,
  start: string | null = null,
  transport?: ApiTransport,
) =>
  infiniteQueryOptions({
    queryKey: ['market', state, region ?? 'all', start ?? 'first'],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ state });
      if (region) params.set('region', region);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<MarketPage>(`/api/market?${params}`, { signal, transport });
    },
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMarket(state: string, region: string | null, start: string | null, enabled = true) {
  return useInfiniteQuery({ ...marketQueryOptions(state, region, start), enabled });
}
