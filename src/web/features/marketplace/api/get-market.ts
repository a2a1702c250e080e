// GET /api/market: a state's (or region's) businesses, 6 a page, in a random order per visit that the
// server's keyset cursor keeps free of duplicates and omissions (follow nextCursor).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiTransport, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getMarketPage = (
  state: string,
  region: string | null,
  cursor: string | null,
  signal?: AbortSignal,
  transport?: ApiTransport,
) =>
  api('GET /api/market', {
    query: { state, region: region || undefined, cursor: cursor || undefined },
    signal,
    transport,
  });

/** `transport`: given by the route's loader (the server's is the app itself). */
export const marketQueryOptions = (
  state: string,
  region: string | null,
  start: string | null = null,
  transport?: ApiTransport,
) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.market, state, region ?? 'all', start ?? 'first'],
    queryFn: ({ pageParam, signal }) => getMarketPage(state, region, pageParam, signal, transport),
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMarket(state: string, region: string | null, start: string | null, enabled = true) {
  return useInfiniteQuery({ ...marketQueryOptions(state, region, start), enabled });
}
