import { EyeOff, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { BusinessCard } from '../../../components/business/business-card.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ReportGroup } from '../api/get-reports.ts';
import { useModerationActions } from '../api/moderate-business.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { LISTING_HIDE_REASONS } from '../lib/hide-reasons.ts';
import { failed, HideActionDialog } from './moderated-item.tsx';
import { ReportGroupActions } from './report-group-actions.tsx';
import { ReasonPills, ReportList } from './report-parts.tsx';

/** One business in the queue: its card, its reports by reason, the hide and review request, and what to do. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
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
          {plural(group.openReports, 'open report')}
          {group.newestAt ? ` · newest ${formatWhen(group.newestAt)}` : ''}
          {business.isPublished ? ' · public' : ' · not public'}
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
                    Hidden {formatWhen(hidden.hiddenAt)} by {hidden.hiddenBy}:{' '}
                    {LISTING_HIDE_REASONS.label(hidden.reason)}.{hidden.note ? ` Note: ${hidden.note}` : ''}
                  </span>
                </p>
                {hidden.reviewRequestedAt ? (
                  <p className="flex items-start gap-2">
                    <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span className="whitespace-pre-line">
                      <strong>
                        The owner asked for a review {formatWhen(hidden.reviewRequestedAt)}
                        {hidden.reviewClosed ? ' (answered: kept hidden)' : ''}:
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
              fail={failed}
            />
          </div>
        </div>
        <HideActionDialog
          open={hiding}
          onOpenChange={setHiding}
          name={name}
          reasons={LISTING_HIDE_REASONS}
          hide={actions.hide}
          hidden={`${name} is hidden. Its owner has been emailed.`}
          failure={`hide ${name}`}
        />
      </article>
    </Card>
  );
}
