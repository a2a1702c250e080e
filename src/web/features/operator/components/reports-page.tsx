import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type QueueStatus, useReportQueue } from '../api/moderation.ts';
import { ConsolePage } from './console-page.tsx';
import { FilterPills } from './filter-pills.tsx';
import { LoadProblem } from './load-problem.tsx';
import { ReportGroupCard } from './report-group.tsx';

const VIEWS = [
  { id: 'open', label: 'To review' },
  { id: 'hidden', label: 'Hidden businesses' },
] as const;

const EMPTY: Record<QueueStatus, string> = {
  open: 'Nothing to review. Reports from visitors and review requests from owners appear here, grouped by business.',
  hidden: 'No business is hidden by the marketplace team.',
};

/** `/admin/reports`: the moderation queue by business, newest first, and the hidden businesses. */
export function ReportsPage() {
  const [status, setStatus] = useState<QueueStatus>('open');
  const queue = useReportQueue(status);
  return (
    <ConsolePage
      title="Reports"
      description="What visitors reported, grouped by business, newest first. Dismiss, or hide a business with a reason its owner will read."
    >
      <FilterPills legend="Show" name="queue" options={VIEWS} value={status} onChange={setStatus} />
      {queue.isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" />
      ) : queue.isError ? (
        <LoadProblem what="The queue" onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length ? (
        <div className="space-y-5">
          {queue.data.items.map((group) => (
            <ReportGroupCard key={group.business.businessId} group={group} />
          ))}
        </div>
      ) : (
        <p className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-paper/60 px-5 py-8 text-ink-soft">
          <Inbox aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
          {EMPTY[status]}
        </p>
      )}
    </ConsolePage>
  );
}
