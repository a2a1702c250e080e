import { ThumbsUp } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import type { RecommendationGroup } from '../api/get-recommendation-queue.ts';
import { useRecommendationActions } from '../api/moderate-recommendation.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { NOTE_HIDE } from '../lib/hide-reasons.ts';
import {
  BusinessLink,
  failed,
  ModeratedCard,
  type ModeratedItemCopy,
  ModerationPanel,
} from './moderated-item.tsx';

const COPY: ModeratedItemCopy = {
  restoreLabel: 'Restore',
  restored: 'The recommendation shows again.',
  restoreFailure: 'restore',
  hideLabel: 'Hide…',
  hidden: 'The recommendation is hidden.',
  hideFailure: 'hide',
  dialog: {
    description: 'Its note leaves the business page and it stops counting.',
    submitLabel: 'Hide recommendation',
  },
};

/** One held, reported or hidden recommendation: who, how new their account is, the note, and what to do. */
export function RecommendationGroupCard({ group }: { group: RecommendationGroup }) {
  const { recommendation: rec, business, hidden } = group;
  const actions = useRecommendationActions(rec.id);
  const headingId = `recommendation-${rec.id}`;
  return (
    <ModeratedCard headingId={headingId}>
      <p className="text-sm text-ink-muted">
        For <BusinessLink business={business} /> · {formatWhen(rec.createdAt)} · account made{' '}
        {formatWhen(rec.accountCreatedAt)}
      </p>
      <h2 id={headingId} className="mt-1 text-xl font-semibold text-ink">
        {rec.name}
        {rec.status === 'held' ? (
          <span className="ml-2 rounded-pill bg-clay-soft px-2 py-0.5 align-middle text-xs font-semibold text-clay-strong">
            Held: part of a burst
          </span>
        ) : null}
      </h2>
      {rec.note ? (
        <p className="mt-2 whitespace-pre-line break-words text-ink-soft">“{rec.note}”</p>
      ) : (
        <p className="mt-2 text-ink-muted">No note.</p>
      )}
      {group.openReports ? (
        <p className="mt-3 text-sm text-ink-muted">{plural(group.openReports, 'open report')}</p>
      ) : null}
      <ModerationPanel
        group={group}
        actions={actions}
        copy={COPY}
        reasons={NOTE_HIDE}
        name={`${rec.name}’s recommendation`}
        before={
          rec.status === 'held' && !hidden ? (
            <Button
              loading={actions.approve.isPending}
              loadingText="Approving…"
              onClick={() =>
                actions.approve.mutate(undefined, {
                  onSuccess: () => toast.success('The recommendation counts now.'),
                  onError: failed('approve'),
                })
              }
            >
              <ThumbsUp aria-hidden="true" />
              Let it count
            </Button>
          ) : null
        }
      />
    </ModeratedCard>
  );
}
