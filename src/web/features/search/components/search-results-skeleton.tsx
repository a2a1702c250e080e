import { gridClasses } from '../../../components/business/business-grid.tsx';
import { BusinessCardSkeleton } from '../../../components/business-card-skeleton.tsx';

export function SearchResultsSkeleton() {
  return (
    <ul aria-hidden="true" className={gridClasses}>
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <li key={n}>
          <BusinessCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
