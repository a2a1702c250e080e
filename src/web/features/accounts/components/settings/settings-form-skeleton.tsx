import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';

/** The Edit Information form's shape while /api/me loads. */
export function SettingsFormSkeleton() {
  const i18n = useI18n();
  return (
    <div className="space-y-6">
      <p className="sr-only" role="status">
        {i18n._('Loading your information…')}
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
