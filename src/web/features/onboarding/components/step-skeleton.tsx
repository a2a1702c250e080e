import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

/** What a step shows while its saved values load. */
export function StepSkeleton() {
  const i18n = useI18n();
  return (
    <div className="space-y-5" role="status" aria-label={i18n._('Loading…')}>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-5 w-1/4" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
