import { Card } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';

/** The shape of a profile business card while the list loads. */
export function ProfileCardSkeleton() {
  return (
    <Card>
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-9 w-20 rounded-pill" />
          <Skeleton className="h-9 w-24 rounded-pill" />
        </div>
      </div>
    </Card>
  );
}
