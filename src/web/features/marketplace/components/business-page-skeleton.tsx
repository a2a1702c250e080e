import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SkeletonPills } from '../../../components/ui/skeleton-pills.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

/** The business page's shape while it loads. */
export function BusinessPageSkeleton() {
  const i18n = useI18n();
  return (
    <div aria-busy="true" className="mx-auto max-w-page px-4 pt-6 pb-20 sm:px-6 sm:pt-10 lg:px-8">
      <p role="status" className="sr-only">
        {i18n._('Loading business…')}
      </p>
      <div className="overflow-hidden rounded-2xl border border-line/70 bg-paper shadow-soft">
        <Skeleton className="h-28 rounded-none sm:h-36" />
        <div className="flex flex-col items-center gap-6 px-5 pb-8 sm:px-10 md:flex-row md:items-start md:gap-10">
          <Skeleton className="-mt-20 size-36 shrink-0 rounded-full ring-4 ring-paper sm:size-44 md:-mt-24" />
          <div className="flex w-full flex-1 flex-col items-center gap-3 md:items-start md:pt-6">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-12 w-72 max-w-full" />
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-7 w-80 max-w-full" />
            <SkeletonPills widths={[24, 20, 28]} />
          </div>
        </div>
      </div>
      <Skeleton className="mt-10 h-12 w-full" />
      <Skeleton className="mt-6 h-32 w-full max-w-3xl" />
    </div>
  );
}
