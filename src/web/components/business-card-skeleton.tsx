import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** The shape of a business card while it loads: image, name, place and three chips. */
export function BusinessCardSkeleton() {
  return (
    <Card className="flex flex-col">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2 pt-1">
          <Skeleton className="h-7 w-20 rounded-pill" />
          <Skeleton className="h-7 w-16 rounded-pill" />
          <Skeleton className="h-7 w-24 rounded-pill" />
        </div>
      </div>
    </Card>
  );
}
