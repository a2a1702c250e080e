import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { type RecommendationQueueStatus, useRecommendationQueue } from '../api/get-recommendation-queue.ts';
import { ConsolePage } from './console-page.tsx';
import { FilterPills } from './filter-pills.tsx';
import { LoadProblem } from './load-problem.tsx';
import { RecommendationGroupCard } from './recommendation-group.tsx';

const VIEWS = [
  { id: 'held', label: /*i18n*/ 'Held for review' },
  { id: 'open', label: /*i18n*/ 'Reported notes' },
  { id: 'hidden', label: /*i18n*/ 'Hidden' },
] as const satisfies readonly { id: RecommendationQueueStatus; label: string }[];

const EMPTY: Record<RecommendationQueueStatus, string> = {
  held: /*i18n*/ 'Nothing held. When a business gets a burst of recommendations from new accounts, they wait here before they count.',
  open: /*i18n*/ 'No reported notes.',
  hidden: /*i18n*/ 'No recommendation is hidden by the marketplace team.',
};

/** `/admin/recommendations`: held bursts, reported notes and hidden ones, newest first. */
export function RecommendationsPage() {
  const i18n = useI18n();
  const [view, setView] = useState<RecommendationQueueStatus>('held');
  const queue = useRecommendationQueue(view);
  return (
    <ConsolePage
      title={i18n._('Recommendations')}
      description={i18n._(
        'A burst from new accounts waits here before it counts. Reported notes can be hidden; every action is in the audit log.',
      )}
    >
      <FilterPills
        legend={i18n._('Show')}
        name="recommendations"
        options={VIEWS.map((v) => ({ id: v.id, label: i18n._(v.label) }))}
        value={view}
        onChange={setView}
      />
      {queue.isPending ? (
        <Skeleton className="h-48 w-full rounded-xl" />
      ) : queue.isError ? (
        <LoadProblem title={i18n._('The recommendations didn’t load')} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length ? (
        <div className="space-y-5">
          {queue.data.items.map((group) => (
            <RecommendationGroupCard key={group.recommendation.id} group={group} />
          ))}
        </div>
      ) : (
        <p className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-paper/60 px-5 py-8 text-ink-soft">
          <Inbox aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
          {i18n._(EMPTY[view])}
        </p>
      )}
    </ConsolePage>
  );
}
