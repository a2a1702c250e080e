import { useMyBusinesses } from '../../../../api/get-my-businesses.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { AddBusinessTile } from './add-business-tile.tsx';
import { BusinessTile } from './business-tile.tsx';

export const MAX_TILES = 3;

/** Up to 3 business shortcuts, then an Add Business tile when there are fewer than 3 (docs/product.md §11.1). */
export function BusinessTiles() {
  const i18n = useI18n();
  const { data, isPending, isError, refetch } = useMyBusinesses();
  return (
    <section aria-labelledby="my-businesses-title">
      <h2 id="my-businesses-title" className="text-2xl font-semibold text-ink sm:text-3xl">
        {i18n._('Your Businesses')}
      </h2>
      <div aria-live="polite" aria-busy={isPending} className="mt-5">
        {isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <p className="sr-only">{i18n._('Loading your businesses…')}</p>
            {[0, 1].map((i) => (
              <div key={i} className="flex items-center gap-4 rounded-xl bg-paper p-4 shadow-soft">
                <Skeleton className="size-16 rounded-lg" />
                <span className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-1/3" />
                </span>
              </div>
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-danger">
            {i18n._("Couldn't load your businesses.")}
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {i18n._('Try again')}
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.slice(0, MAX_TILES).map((business) => (
              <li key={business.businessId}>
                <BusinessTile business={business} />
              </li>
            ))}
            {data.length < MAX_TILES ? (
              <li>
                <AddBusinessTile />
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </section>
  );
}
