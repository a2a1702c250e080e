import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { BusinessCard } from '../../../../components/business/business-card.tsx';
import { BusinessCardSkeleton } from '../../../../components/business-card-skeleton.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useFavorites } from '../../api/get-favorites.ts';
import { FavoritesEmpty } from './favorites-empty.tsx';

const ERROR = /*i18n*/ 'Error loading favorites';
const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

/** The shopper's favourites in a grid of 2 to 4 columns by width (docs/product.md §11.1), or the empty state. */
export function FavoritesSection() {
  const i18n = useI18n();
  const { data, isPending, isError, refetch } = useFavorites();
  const error = i18n._(ERROR);
  useEffect(() => {
    if (isError) toast.error(error, { id: 'favorites-error' });
  }, [isError, error]);

  return (
    <section aria-labelledby="favorites-title">
      <h2
        id="favorites-title"
        className="flex items-center gap-3 text-2xl font-semibold text-ink sm:text-3xl"
      >
        {i18n._('Favorites')}
        {data?.length ? (
          <span className="rounded-pill bg-clay-soft px-2.5 py-0.5 font-sans text-sm font-semibold text-clay-strong">
            {withTags(i18n._('<0>(</0>{count}<0> saved)</0>', { count: data.length }), {
              0: (chunk) => <span className="sr-only">{chunk}</span>,
            })}
          </span>
        ) : null}
      </h2>
      <div aria-live="polite" aria-busy={isPending} className="mt-5">
        {isPending ? (
          <div className={GRID}>
            <p className="sr-only">{i18n._('Loading your favorites…')}</p>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={i >= 2 ? 'hidden md:block' : undefined}>
                <BusinessCardSkeleton />
              </div>
            ))}
          </div>
        ) : isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-xl border border-danger/25 bg-danger-soft px-5 py-4 font-medium text-danger"
          >
            <CircleAlert aria-hidden="true" className="size-5" />
            {error}
            <Button variant="secondary" size="sm" className="ml-auto" onClick={() => void refetch()}>
              {i18n._('Try again')}
            </Button>
          </div>
        ) : data.length === 0 ? (
          <FavoritesEmpty />
        ) : (
          <ul className={GRID}>
            {data.map((business) => (
              <li key={business.businessId}>
                <BusinessCard business={business} shortState compact />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
