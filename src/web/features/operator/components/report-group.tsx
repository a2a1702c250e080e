import { EyeOff, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { BusinessCard } from '../../../components/business/business-card.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ReportGroup } from '../api/get-reports.ts';
import { useModerationActions } from '../api/moderate-business.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { LISTING_HIDE_REASONS } from '../lib/hide-reasons.ts';
import { failed, HideActionDialog } from './moderated-item.tsx';
import { ReportGroupActions } from './report-group-actions.tsx';
import { ReasonPills, ReportList } from './report-parts.tsx';

/** One business in the queue: its card, its reports by reason, the hide and review request, and what to do. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const i18n = useI18n();
  const { business, hidden } = group;
  const name = business.businessName || business.businessUsername;
  const actions = useModerationActions(business.businessId);
  const [hiding, setHiding] = useState(false);
  return (
    <Card asChild className="p-4 sm:p-6">
      <article aria-labelledby={`group-${business.businessId}`}>
        <h2 id={`group-${business.businessId}`} className="text-2xl font-semibold break-words text-ink">
          {name}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {plural(i18n, group.openReports, /*i18n*/ '{count} open report', /*i18n*/ '{count} open reports')}
          {group.newestAt ? ` · ${i18n._('newest {when}', { when: formatWhen(i18n, group.newestAt) })}` : ''}
          {` · ${business.isPublished ? i18n._('public') : i18n._('not public')}`}
        </p>
        <div className="mt-5 grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
          <BusinessCard business={business} compact className="h-auto max-md:max-w-xs" />
          <div className="min-w-0 space-y-4">
            <ReasonPills reasons={group.reasons} />
            {hidden ? (
              <div className="space-y-2 rounded-lg bg-clay-soft/60 px-4 py-3 text-sm text-ink">
                <p className="flex items-start gap-2">
                  <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-strong" />
                  <span>
                    {i18n._('Hidden {when} by {who}: {reason}.', {
                      when: formatWhen(i18n, hidden.hiddenAt),
                      who: hidden.hiddenBy,
                      reason: i18n._(LISTING_HIDE_REASONS.label(hidden.reason)),
                    })}
                    {hidden.note ? ` ${i18n._('Note: {note}', { note: hidden.note })}` : ''}
                  </span>
                </p>
                {hidden.reviewRequestedAt ? (
                  <p className="flex items-start gap-2">
                    <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span className="whitespace-pre-line">
                      <strong>
                        {hidden.reviewClosed
                          ? i18n._('The owner asked for a review {when} (answered: kept hidden):', {
                              when: formatWhen(i18n, hidden.reviewRequestedAt),
                            })
                          : i18n._('The owner asked for a review {when}:', {
                              when: formatWhen(i18n, hidden.reviewRequestedAt),
                            })}
                      </strong>{' '}
                      {hidden.reviewMessage}
                    </span>
                  </p>
                ) : null}
              </div>
            ) : null}
            <ReportList reports={group.reports} />
            <ReportGroupActions
              group={group}
              actions={actions}
              onHide={() => setHiding(true)}
              fail={(message) => failed(i18n, message)}
            />
          </div>
        </div>
        <HideActionDialog
          open={hiding}
          onOpenChange={setHiding}
          name={name}
          reasons={LISTING_HIDE_REASONS}
          hide={actions.hide}
          hidden={i18n._('{name} is hidden. Its owner has been emailed.', { name })}
          failure={i18n._('Failed to hide {name}.', { name })}
        />
      </article>
    </Card>
  );
}
