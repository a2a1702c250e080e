import { useRef } from 'react';
import type { BusinessCard as Card } from '#shared/types/business.ts';
import { BusinessCard } from '../../../components/business/business-card.tsx';
import { BusinessCardSkeleton } from '../../../components/business-card-skeleton.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useDelayedLoadMore } from '../lib/use-delayed-load-more.ts';
import { useOnReach } from '../lib/use-on-reach.ts';

export interface MarketGridProps {
  items: readonly Card[];
  hasNextPage: boolean;
  /** The next page's address: Load More is a real link, so it works before the script does. */
  nextHref?: string;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The cards, then 6 more on 'Load More' or on reaching the bottom, after 800 ms (docs/product.md §12.3). */
export function MarketGrid({
  items,
  hasNextPage,
  nextHref,
  isFetchingNextPage,
  fetchNextPage,
}: MarketGridProps) {
  const { loadMore, loading } = useDelayedLoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage });
  const sentinel = useRef<HTMLDivElement>(null);
  useOnReach(sentinel, loadMore, '0px 0px 120px 0px');

  return (
    <div>
      <ul aria-label="Businesses" className={gridClasses}>
        {items.map((business, index) => (
          <li key={business.businessId}>
            <BusinessCard business={business} headingLevel="h2" eager={index < 3} />
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
          {loading ? 'Loading more businesses' : `Showing ${items.length} businesses`}
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
            {loading ? 'Loading...' : 'Load More'}
          </ButtonLink>
        ) : null}
        {!hasNextPage && items.length > 6 ? (
          <p className="text-sm text-ink-muted">You’ve seen every business here.</p>
        ) : null}
      </div>
    </div>
  );
}
