import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';
import { SkeletonPills } from './ui/skeleton-pills.tsx';

/**
 * The shape of a business card while it loads: image, name, place, then three chips (a market or
 * favourites card) or two buttons (an owner's card on /profile).
 */
export function BusinessCardSkeleton({ actions = false }: { actions?: boolean }) {
  return (
    <Card className="flex flex-col">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <SkeletonPills widths={actions ? [20, 24] : [20, 16, 24]} tall={actions} className="pt-1" />
      </div>
    </Card>
  );
}
