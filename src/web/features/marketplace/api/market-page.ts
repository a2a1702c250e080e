// GET /api/market: a state's (or region's) businesses, 6 a page, in a random order per visit that the
// server's keyset cursor keeps free of duplicates and omissions (follow nextCursor). Free of the
// query cache: the market's grid is an island (docs/decisions/041), which pages on with the hook.
import { type ApiTransport, api } from '../../../lib/api.ts';
import { useMorePages } from '../../../lib/use-more-pages.ts';

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

export type MarketPageData = Awaited<ReturnType<typeof getMarketPage>>;
/** The cards after the page the server drew: `fetchNextPage` adds the next page's. */
export const useMoreMarketPages = (state: string, region: string | null, nextCursor: string | null) =>
  useMorePages(nextCursor, (cursor) => getMarketPage(state, region, cursor));
