import { BusinessCardSkeleton } from '../../../components/business-card-skeleton.tsx';

/**
 * The three most recently published businesses on the home page (spec §2).
 * For now it shows the loading skeleton of three cards; the businesses feature fills it in.
 */
export function RecentBusinesses() {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <p className="sr-only" role="status">
        Loading recently added businesses…
      </p>
      {[0, 1, 2].map((index) => (
        <div key={index} className={index === 2 ? 'sm:hidden lg:block' : undefined}>
          <BusinessCardSkeleton />
        </div>
      ))}
    </div>
  );
}
