import type { Translator } from '#shared/i18n/translator.ts';
import type { SearchPage } from '#shared/types/search.ts';
import { BusinessGrid } from '../../../components/business/business-grid.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useMoreSearchPages } from '../api/search-page.ts';

export interface SearchGridProps {
  /** The search's address (canonical: without its page). */
  search: string;
  /** The page the server drew. */
  items: SearchPage['items'];
  nextCursor: string | null;
}

const miles = (value: number, i18n: Translator) =>
  value < 1 ? i18n._('under 1 mi') : i18n._('{miles} mi', { miles: Math.round(value) });

/** The next page as an address (the Load More link a crawler or a browser without script follows). */
const nextPageHref = (search: string, cursor: string) => {
  const next = new URLSearchParams(search);
  next.set('cursor', cursor);
  return `/search?${next}`;
};

/**
 * The results, then the next ones on 'Load More' or on reaching the bottom; near a ZIP code each
 * card says how far. An island (docs/decisions/041): it asks the API for the next pages itself.
 */
export function SearchGrid({ search, items, nextCursor }: SearchGridProps) {
  const i18n = useI18n();
  const more = useMoreSearchPages(search, nextCursor);
  return (
    <BusinessGrid
      items={more.items.length ? [...items, ...more.items] : items}
      label={i18n._('Search results')}
      delayMs={0}
      hasNextPage={more.cursor !== null}
      nextHref={more.cursor ? nextPageHref(search, more.cursor) : undefined}
      isFetchingNextPage={more.fetching}
      fetchNextPage={more.fetchNextPage}
      placeNote={(item) => (item.distanceMiles === null ? undefined : miles(item.distanceMiles, i18n))}
    />
  );
}
