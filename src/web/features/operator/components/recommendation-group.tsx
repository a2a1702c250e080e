import { Check, EyeOff, RotateCcw, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { hideReasonLabel } from '#shared/catalogues/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { RecommendationGroup } from '../api/get-recommendation-queue.ts';
import { useRecommendationActions } from '../api/moderate-recommendation.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { HideDialog } from './hide-dialog.tsx';
import { ReasonPills, ReportList } from './report-parts.tsx';

/** One held, reported or hidden recommendation: who, how new their account is, the note, and what to do. */
export function RecommendationGroupCard({ group }: { group: RecommendationGroup }) {
  const { recommendation: rec, business, hidden } = group;
  const name = business.businessName || business.businessUsername || 'Unnamed business';
  const actions = useRecommendationActions(rec.id);
  const [hiding, setHiding] = useState(false);
  const fail = (what: string) => (err: unknown) => toast.error(errorMessage(err, `Failed to ${what}.`));
  const headingId = `recommendation-${rec.id}`;
  return (
    <Card asChild className="p-4 sm:p-6">
      <article aria-labelledby={headingId}>
        <p className="text-sm text-ink-muted">
          For{' '}
          {business.businessUsername ? (
            <a className="underline" href={`/business/${encodeURIComponent(business.businessUsername)}`}>
              {name}
            </a>
          ) : (
            name
          )}{' '}
          · {formatWhen(rec.createdAt)} · account made {formatWhen(rec.accountCreatedAt)}
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
        <div className="mt-4 space-y-4">
          <ReasonPills reasons={group.reasons} />
          {hidden ? (
            <p className="flex items-start gap-2 rounded-lg bg-clay-soft/60 px-4 py-3 text-sm text-ink">
              <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-strong" />
              <span>
                Hidden {formatWhen(hidden.hiddenAt)}: {hideReasonLabel(hidden.reason)}.
                {hidden.note ? ` Note: ${hidden.note}` : ''}
              </span>
            </p>
          ) : null}
          <ReportList reports={group.reports} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {rec.status === 'held' && !hidden ? (
              <Button
                loading={actions.approve.isPending}
                loadingText="Approving…"
                onClick={() =>
                  actions.approve.mutate(undefined, {
                    onSuccess: () => toast.success('The recommendation counts now.'),
                    onError: fail('approve'),
                  })
                }
              >
                <ThumbsUp aria-hidden="true" />
                Let it count
              </Button>
            ) : null}
            {group.openReports > 0 ? (
              <Button
                variant="secondary"
                loading={actions.dismiss.isPending}
                loadingText="Dismissing…"
                onClick={() =>
                  actions.dismiss.mutate(undefined, {
                    onSuccess: (r) => toast.success(`${plural(r.dismissed, 'report')} dismissed.`),
                    onError: fail('dismiss'),
                  })
                }
              >
                <Check aria-hidden="true" />
                Dismiss reports
              </Button>
            ) : null}
            {hidden ? (
              <Button
                loading={actions.restore.isPending}
                loadingText="Restoring…"
                onClick={() =>
                  actions.restore.mutate(undefined, {
                    onSuccess: () => toast.success('The recommendation shows again.'),
                    onError: fail('restore'),
                  })
                }
              >
                <RotateCcw aria-hidden="true" />
                Restore
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setHiding(true)}>
                <EyeOff aria-hidden="true" />
                Hide…
              </Button>
            )}
          </div>
        </div>
        <HideDialog
          open={hiding}
          onOpenChange={setHiding}
          name={`${rec.name}’s recommendation`}
          description="Its note leaves the business page and it stops counting."
          submitLabel="Hide recommendation"
          pending={actions.hide.isPending}
          onHide={(input) =>
            actions.hide.mutate(input, {
              onSuccess: () => {
                setHiding(false);
                toast.success('The recommendation is hidden.');
              },
              onError: fail('hide'),
            })
          }
        />
      </article>
    </Card>
  );
}
