import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { usePostReportQueue } from '../api/get-post-reports.ts';
import { type QueueStatus, useReportQueue } from '../api/get-reports.ts';
import { ConsolePage } from './console-page.tsx';
import { FilterPills } from './filter-pills.tsx';
import { LoadProblem } from './load-problem.tsx';
import { PostReportGroupCard } from './post-report-group.tsx';
import { ReportGroupCard } from './report-group.tsx';

const VIEWS = [
  { id: 'open', label: /*i18n*/ 'To review' },
  { id: 'hidden', label: /*i18n*/ 'Hidden businesses' },
  { id: 'posts', label: /*i18n*/ 'Reported posts' },
  { id: 'hidden-posts', label: /*i18n*/ 'Hidden posts' },
] as const;
type View = (typeof VIEWS)[number]['id'];

const EMPTY: Record<View, string> = {
  open: /*i18n*/ 'Nothing to review. Reports from visitors and review requests from owners appear here, grouped by business.',
  hidden: /*i18n*/ 'No business is hidden by the marketplace team.',
  posts: /*i18n*/ 'No reported posts. Reports about owners’ posts appear here, one card a post.',
  'hidden-posts': /*i18n*/ 'No post is hidden by the marketplace team.',
};

function Empty({ view }: { view: View }) {
  const i18n = useI18n();
  return (
    <p className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-paper/60 px-5 py-8 text-ink-soft">
      <Inbox aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
      {i18n._(EMPTY[view])}
    </p>
  );
}

function BusinessQueue({ status }: { status: QueueStatus }) {
  const i18n = useI18n();
  const queue = useReportQueue(status);
  if (queue.isPending) return <Skeleton className="h-72 w-full rounded-xl" />;
  if (queue.isError)
    return <LoadProblem title={i18n._('The queue didn’t load')} onRetry={() => void queue.refetch()} />;
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
  const i18n = useI18n();
  const queue = usePostReportQueue(status);
  if (queue.isPending) return <Skeleton className="h-48 w-full rounded-xl" />;
  if (queue.isError)
    return (
      <LoadProblem title={i18n._('The posts’ queue didn’t load')} onRetry={() => void queue.refetch()} />
    );
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
  const i18n = useI18n();
  const [view, setView] = useState<View>('open');
  return (
    <ConsolePage
      title={i18n._('Reports')}
      description={i18n._(
        'What visitors reported, grouped by business, newest first. Dismiss, or hide a business with a reason its owner will read.',
      )}
    >
      <FilterPills
        legend={i18n._('Show')}
        name="queue"
        options={VIEWS.map((v) => ({ id: v.id, label: i18n._(v.label) }))}
        value={view}
        onChange={setView}
      />
      {view === 'open' || view === 'hidden' ? (
        <BusinessQueue status={view} />
      ) : (
        <PostQueue status={view === 'posts' ? 'open' : 'hidden'} />
      )}
    </ConsolePage>
  );
}
