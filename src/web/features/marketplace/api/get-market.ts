// The market page's first page of cards, in the query cache (the grid asks for the next ones itself:
// market-page.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTransport } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getMarketPage } from './market-page.ts';

/** `transport`: given by the route's loader (the server's is the app itself). */
export const marketQueryOptions = (
  state: string,
  region: string | null,
  start: string | null = null,
  transport?: ApiTransport,
) =>
  queryOptions({
    queryKey: [...queryKeys.market, state, region ?? 'all', start ?? 'first'],
    queryFn: ({ signal }) => getMarketPage(state, region, start, signal, transport),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMarket(state: string, region: string | null, start: string | null, enabled = true) {
  return useQuery({ ...marketQueryOptions(state, region, start), enabled });
}
