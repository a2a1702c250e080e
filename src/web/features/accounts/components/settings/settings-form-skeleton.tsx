import { Skeleton } from '../../../../components/ui/skeleton.tsx';

/** The Edit Information form's shape while /api/me loads. */
export function SettingsFormSkeleton() {
  return (
    <div className="space-y-6">
      <p className="sr-only" role="status">
        Loading your information…
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <div className="flex gap-3 pt-2">
        <Skeleton className="h-11 w-40 rounded-pill" />
        <Skeleton className="h-11 w-24 rounded-pill" />
      </div>
    </div>
  );
}
