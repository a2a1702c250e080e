import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePostReportQueue } from '../api/get-post-reports.ts';
import { type QueueStatus, useReportQueue } from '../api/get-reports.ts';
import { ConsolePage } from './console-page.tsx';
import { FilterPills } from './filter-pills.tsx';
import { LoadProblem } from './load-problem.tsx';
import { PostReportGroupCard } from './post-report-group.tsx';
import { ReportGroupCard } from './report-group.tsx';

const VIEWS = [
  { id: 'open', label: 'To review' },
  { id: 'hidden', label: 'Hidden businesses' },
  { id: 'posts', label: 'Reported posts' },
  { id: 'hidden-posts', label: 'Hidden posts' },
] as const;
type View = (typeof VIEWS)[number]['id'];

const EMPTY: Record<View, string> = {
  open: 'Nothing to review. Reports from visitors and review requests from owners appear here, grouped by business.',
  hidden: 'No business is hidden by the marketplace team.',
  posts: 'No reported posts. Reports about owners’ posts appear here, one card a post.',
  'hidden-posts': 'No post is hidden by the marketplace team.',
};

function Empty({ view }: { view: View }) {
  return (
    <p className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-paper/60 px-5 py-8 text-ink-soft">
      <Inbox aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
      {EMPTY[view]}
    </p>
  );
}

function BusinessQueue({ status }: { status: QueueStatus }) {
  const queue = useReportQueue(status);
  if (queue.isPending) return <Skeleton className="h-72 w-full rounded-xl" />;
  if (queue.isError) return <LoadProblem what="The queue" onRetry={() => void queue.refetch()} />;
  if (!queue.data.items.length) return <Empty view={status} />;
  return (
    <div className="space-y-5">
      {queue.data.items.map((group) => (
        <ReportGroupCard key={group.business.businessId} group={group} />
      ))}
    </div>
  );
}

function PostQueue({ status }: { status: QueueStatus }) {
  const queue = usePostReportQueue(status);
  if (queue.isPending) return <Skeleton className="h-48 w-full rounded-xl" />;
  if (queue.isError) return <LoadProblem what="The posts’ queue" onRetry={() => void queue.refetch()} />;
  if (!queue.data.items.length) return <Empty view={status === 'open' ? 'posts' : 'hidden-posts'} />;
  return (
    <div className="space-y-5">
      {queue.data.items.map((group) => (
        <PostReportGroupCard key={group.post.id} group={group} />
      ))}
    </div>
  );
}

/** `/admin/reports`: the moderation queue by business, newest first, the hidden businesses, and the same for posts. */
export function ReportsPage() {
  const [view, setView] = useState<View>('open');
  return (
    <ConsolePage
      title="Reports"
      description="What visitors reported, grouped by business, newest first. Dismiss, or hide a business with a reason its owner will read."
    >
      <FilterPills legend="Show" name="queue" options={VIEWS} value={view} onChange={setView} />
      {view === 'open' || view === 'hidden' ? (
        <BusinessQueue status={view} />
      ) : (
        <PostQueue status={view === 'posts' ? 'open' : 'hidden'} />
      )}
    </ConsolePage>
  );
}
