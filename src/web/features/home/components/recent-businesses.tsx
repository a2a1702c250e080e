import { BusinessCard } from '../../../components/business/business-card.tsx';
import { BusinessCardSkeleton } from '../../../components/business-card-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useRecentBusinesses } from '../api/get-recent-businesses.ts';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The three most recently published businesses on the home page (docs/product.md §12.1). */
export function RecentBusinesses() {
  const i18n = useI18n();
  const recent = useRecentBusinesses();
  if (recent.isPending) {
    return (
      <div aria-busy="true" className={grid}>
        <p className="sr-only" role="status">
          {i18n._('Loading recently added businesses…')}
        </p>
        {[0, 1, 2].map((index) => (
          <BusinessCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (recent.isError) {
    return (
      <div role="alert" className="rounded-xl border border-line bg-paper p-8 text-center text-ink-soft">
        <p>{i18n._('We couldn’t load the newest businesses just now.')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void recent.refetch()}>
          {i18n._('Try again')}
        </Button>
      </div>
    );
  }
  if (recent.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-cream p-8 text-center text-ink-soft">
        {i18n._('The first businesses are setting up shop right now. Check back soon!')}
      </p>
    );
  }
  return (
    <ul aria-label={i18n._('Recently added businesses')} className={grid}>
      {recent.data.slice(0, 3).map((business) => (
        <li key={business.businessId}>
          <BusinessCard business={business} />
        </li>
      ))}
    </ul>
  );
}
