import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { hideReasonLabel } from '#shared/catalogues/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { PostReportGroup } from '../api/get-post-reports.ts';
import { usePostModerationActions } from '../api/moderate-post.ts';
import { formatWhen, plural } from '../lib/format.ts';
import { HideDialog } from './hide-dialog.tsx';
import { ReasonPills, ReportList } from './report-parts.tsx';

const KIND: Record<string, string> = { update: 'Update', offer: 'Offer', event: 'Event' };

/** One reported (or hidden) post: what it says, whose it is, its reports, and what to do. */
export function PostReportGroupCard({ group }: { group: PostReportGroup }) {
  const { post, business, hidden } = group;
  const name = business.businessName || business.businessUsername || 'Unnamed business';
  const actions = usePostModerationActions(post.id);
  const [hiding, setHiding] = useState(false);
  const fail = (what: string) => (err: unknown) => toast.error(errorMessage(err, `Failed to ${what}.`));
  const headingId = `post-${post.id}`;
  return (
    <Card asChild className="p-4 sm:p-6">
      <article aria-labelledby={headingId}>
        <p className="text-sm text-ink-muted">
          {KIND[post.kind] ?? post.kind} by{' '}
          {business.businessUsername ? (
            <a className="underline" href={`/business/${encodeURIComponent(business.businessUsername)}`}>
              {name}
            </a>
          ) : (
            name
          )}{' '}
          · posted {formatWhen(post.createdAt)}
          {post.expired ? ' · ended' : ''}
        </p>
        <h2 id={headingId} className="mt-1 text-2xl font-semibold break-words text-ink">
          {post.title}
        </h2>
        <p className="mt-2 whitespace-pre-line break-words text-ink-soft">{post.text}</p>
        <p className="mt-3 text-sm text-ink-muted">
          {plural(group.openReports, 'open report')}
          {group.newestAt ? ` · newest ${formatWhen(group.newestAt)}` : ''}
        </p>
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
                    onSuccess: () => toast.success('The post shows again.'),
                    onError: fail('restore the post'),
                  })
                }
              >
                <RotateCcw aria-hidden="true" />
                Restore post
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setHiding(true)}>
                <EyeOff aria-hidden="true" />
                Hide post…
              </Button>
            )}
          </div>
        </div>
        <HideDialog
          open={hiding}
          onOpenChange={setHiding}
          name={`“${post.title}”`}
          description="It leaves the business page, Updates, feeds and cards at once. Its owner sees it as hidden with the reason and your note."
          submitLabel="Hide post"
          pending={actions.hide.isPending}
          onHide={(input) =>
            actions.hide.mutate(input, {
              onSuccess: () => {
                setHiding(false);
                toast.success('The post is hidden.');
              },
              onError: fail('hide the post'),
            })
          }
        />
      </article>
    </Card>
  );
}
