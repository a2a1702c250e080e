import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type RecommendationQueueStatus, useRecommendationQueue } from '../api/get-recommendation-queue.ts';
import { ConsolePage } from './console-page.tsx';
import { FilterPills } from './filter-pills.tsx';
import { LoadProblem } from './load-problem.tsx';
import { RecommendationGroupCard } from './recommendation-group.tsx';

const VIEWS = [
  { id: 'held', label: 'Held for review' },
  { id: 'open', label: 'Reported notes' },
  { id: 'hidden', label: 'Hidden' },
] as const satisfies readonly { id: RecommendationQueueStatus; label: string }[];

const EMPTY: Record<RecommendationQueueStatus, string> = {
  held: 'Nothing held. When a business gets a burst of recommendations from new accounts, they wait here before they count.',
  open: 'No reported notes.',
  hidden: 'No recommendation is hidden by the marketplace team.',
};

/** `/admin/recommendations`: held bursts, reported notes and hidden ones, newest first. */
export function RecommendationsPage() {
  const [view, setView] = useState<RecommendationQueueStatus>('held');
  const queue = useRecommendationQueue(view);
  return (
    <ConsolePage
      title="Recommendations"
      description="A burst from new accounts waits here before it counts. Reported notes can be hidden; every action is in the audit log."
    >
      <FilterPills legend="Show" name="recommendations" options={VIEWS} value={view} onChange={setView} />
      {queue.isPending ? (
        <Skeleton className="h-48 w-full rounded-xl" />
      ) : queue.isError ? (
        <LoadProblem what="The recommendations" onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length ? (
        <div className="space-y-5">
          {queue.data.items.map((group) => (
            <RecommendationGroupCard key={group.recommendation.id} group={group} />
          ))}
        </div>
      ) : (
        <p className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-paper/60 px-5 py-8 text-ink-soft">
          <Inbox aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
          {EMPTY[view]}
        </p>
      )}
    </ConsolePage>
  );
}
