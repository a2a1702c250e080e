import { BusinessGrid } from '../../../components/business/business-grid.tsx';
import { paths } from '../../../config/paths.ts';
import { type MarketPageData, useMoreMarketPages } from '../api/market-page.ts';

export interface MarketGridProps {
  state: string;
  region: string | null;
  /** The page the server drew. */
  items: MarketPageData['items'];
  nextCursor: string | null;
}

/** The next page as an address (the Load More link a crawler or a browser without script follows). */
const marketPageHref = (state: string, region: string | null, cursor: string) =>
  `${paths.market(state, region ?? undefined)}&cursor=${encodeURIComponent(cursor)}`;

/**
 * A market's cards, then the next ones on 'Load More' or on reaching the bottom (docs/product.md
 * §12.3). An island (docs/decisions/041): it asks the API for the next pages itself, so it works on
 * a page the app does not run on. A new place or start is a new grid (the page keys it).
 */
export function MarketGrid({ state, region, items, nextCursor }: MarketGridProps) {
  const more = useMoreMarketPages(state, region, nextCursor);
  return (
    <BusinessGrid
      items={more.items.length ? [...items, ...more.items] : items}
      hasNextPage={more.cursor !== null}
      nextHref={more.cursor ? marketPageHref(state, region, more.cursor) : undefined}
      isFetchingNextPage={more.fetching}
      fetchNextPage={more.fetchNextPage}
    />
  );
}
