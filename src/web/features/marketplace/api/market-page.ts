// GET /api/market: a state's (or region's) businesses, 6 a page, in a random order per visit that the
// server's keyset cursor keeps free of duplicates and omissions (follow nextCursor). Free of the
// query cache: the market's grid is an island (docs/decisions/041), which pages on with the hook.
import { useState } from 'react';
import { type ApiTransport, api } from '../../../lib/api.ts';

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
type Card = MarketPageData['items'][number];

/**
 * The cards after the page the server drew: `fetchNextPage` adds the next page's. A page that fails
 * to come leaves the cursor as it was (Load More, a link, then follows it as a page load).
 */
export function useMoreMarketPages(state: string, region: string | null, nextCursor: string | null) {
  const [more, setMore] = useState({ items: [] as Card[], cursor: nextCursor, fetching: false });
  const fetchNextPage = async () => {
    if (!more.cursor) return;
    setMore((m) => ({ ...m, fetching: true }));
    try {
      const page = await getMarketPage(state, region, more.cursor);
      setMore((m) => ({ items: [...m.items, ...page.items], cursor: page.nextCursor, fetching: false }));
    } catch {
      setMore((m) => ({ ...m, fetching: false }));
    }
  };
  return { ...more, fetchNextPage };
}
