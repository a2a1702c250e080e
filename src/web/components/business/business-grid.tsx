import { useRef } from 'react';
import type { BusinessCard as Card } from '#shared/types/business.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useDelayedLoadMore } from '../../lib/use-delayed-load-more.ts';
import { useOnReach } from '../../lib/use-on-reach.ts';
import { BusinessCardSkeleton } from '../business-card-skeleton.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { BusinessCard } from './business-card.tsx';

export interface BusinessGridProps<T extends Card> {
  items: readonly T[];
  hasNextPage: boolean;
  /** The next page's address: Load More is a real link, so it works before the script does. */
  nextHref?: string;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** The pause before the next page (the market's 800 ms by default). */
  delayMs?: number;
  /** Said after a card's place, e.g. its distance: "3 mi". */
  placeNote?: (item: T) => string | undefined;
  /** What the list is called for screen readers (default 'Businesses'). */
  label?: string;
}

export const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The cards, then the next page on 'Load More' or on reaching the bottom (market: docs/product.md §12.3). */
export function BusinessGrid<T extends Card>({
  items,
  hasNextPage,
  nextHref,
  isFetchingNextPage,
  fetchNextPage,
  delayMs,
  placeNote,
  label,
}: BusinessGridProps<T>) {
  const i18n = useI18n();
  const { loadMore, loading } = useDelayedLoadMore({
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    delayMs,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  useOnReach(sentinel, loadMore, '0px 0px 120px 0px');

  return (
    <div>
      <ul aria-label={label ?? i18n._('Businesses')} className={gridClasses}>
        {items.map((business, index) => (
          <li key={business.businessId}>
            <BusinessCard
              business={business}
              headingLevel="h2"
              eager={index < 3}
              placeNote={placeNote?.(business)}
            />
          </li>
        ))}
        {loading
          ? [0, 1, 2].map((n) => (
              <li key={`loading-${n}`} aria-hidden="true" className={n > 0 ? 'hidden sm:block' : undefined}>
                <BusinessCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className="mt-10 flex min-h-12 flex-col items-center justify-center gap-3">
        <p role="status" className="sr-only">
          {loading
            ? i18n._('Loading more businesses')
            : i18n._('Showing {count} businesses', {
                count: items.length,
              })}
        </p>
        {hasNextPage && nextHref ? (
          <ButtonLink
            to={nextHref}
            variant="secondary"
            size="lg"
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
          >
            {loading ? i18n._('Loading...') : i18n._('Load More')}
          </ButtonLink>
        ) : null}
        {!hasNextPage && items.length > 6 ? (
          <p className="text-sm text-ink-muted">{i18n._('You’ve seen every business here.')}</p>
        ) : null}
      </div>
    </div>
  );
}
