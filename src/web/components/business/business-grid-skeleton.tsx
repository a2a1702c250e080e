import { BusinessCardSkeleton } from '../business-card-skeleton.tsx';
import { gridClasses } from './business-grid.tsx';

/** Six card skeletons in the grid's layout, while a first page of businesses loads. */
export function BusinessGridSkeleton() {
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
