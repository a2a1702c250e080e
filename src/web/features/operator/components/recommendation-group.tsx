import { ThumbsUp } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import type { RecommendationGroup } from '../api/get-recommendation-queue.ts';
import { useRecommendationActions } from '../api/moderate-recommendation.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { NOTE_HIDE } from '../lib/hide-reasons.ts';
import {
  BusinessLink,
  businessNameOf,
  failed,
  ModeratedCard,
  type ModeratedItemCopy,
  ModerationPanel,
} from './moderated-item.tsx';

const COPY: ModeratedItemCopy = {
  restoreLabel: /*i18n*/ 'Restore',
  restored: /*i18n*/ 'The recommendation shows again.',
  restoreFailure: /*i18n*/ 'Failed to restore.',
  hideLabel: /*i18n*/ 'Hide…',
  hidden: /*i18n*/ 'The recommendation is hidden.',
  hideFailure: /*i18n*/ 'Failed to hide.',
  dialog: {
    description: /*i18n*/ 'Its note leaves the business page and it stops counting.',
    submitLabel: /*i18n*/ 'Hide recommendation',
  },
};

/** One held, reported or hidden recommendation: who, how new their account is, the note, and what to do. */
export function RecommendationGroupCard({ group }: { group: RecommendationGroup }) {
  const i18n = useI18n();
  const { recommendation: rec, business, hidden } = group;
  const actions = useRecommendationActions(rec.id);
  const headingId = `recommendation-${rec.id}`;
  return (
    <ModeratedCard headingId={headingId}>
      <p className="text-sm text-ink-muted">
        {withTags(
          i18n._('For <0>{business}</0> · {when} · account made {made}', {
            business: businessNameOf(i18n, business),
            when: formatWhen(i18n, rec.createdAt),
            made: formatWhen(i18n, rec.accountCreatedAt),
          }),
          { 0: (name) => <BusinessLink business={business}>{name}</BusinessLink> },
        )}
      </p>
      <h2 id={headingId} className="mt-1 text-xl font-semibold text-ink">
        {rec.name}
        {rec.status === 'held' ? (
          <span className="ml-2 rounded-pill bg-clay-soft px-2 py-0.5 align-middle text-xs font-semibold text-clay-strong">
            {i18n._('Held: part of a burst')}
          </span>
        ) : null}
      </h2>
      {rec.note ? (
        <p className="mt-2 whitespace-pre-line break-words text-ink-soft">“{rec.note}”</p>
      ) : (
        <p className="mt-2 text-ink-muted">{i18n._('No note.')}</p>
      )}
      {group.openReports ? (
        <p className="mt-3 text-sm text-ink-muted">
          {plural(i18n, group.openReports, /*i18n*/ '{count} open report', /*i18n*/ '{count} open reports')}
        </p>
      ) : null}
      <ModerationPanel
        group={group}
        actions={actions}
        copy={COPY}
        reasons={NOTE_HIDE}
        name={i18n._('{name}’s recommendation', { name: rec.name })}
        before={
          rec.status === 'held' && !hidden ? (
            <Button
              loading={actions.approve.isPending}
              loadingText={i18n._('Approving…')}
              onClick={() =>
                actions.approve.mutate(undefined, {
                  onSuccess: () => toast.success(i18n._('The recommendation counts now.')),
                  onError: failed(i18n, i18n._('Failed to approve.')),
                })
              }
            >
              <ThumbsUp aria-hidden="true" />
              {i18n._('Let it count')}
            </Button>
          ) : null
        }
      />
    </ModeratedCard>
  );
}
