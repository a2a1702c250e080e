import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import type { ReportGroup } from '../api/get-reports.ts';
import type { useModerationActions } from '../api/moderate-business.ts';
import { plural } from '../lib/format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ReportGroupActionsProps {
  group: ReportGroup;
  actions: ReturnType<typeof useModerationActions>;
  onHide: () => void;
  fail: (what: string) => (err: unknown) => void;
}

/** Dismiss (or keep hidden after a review request), Hide, Restore. */
export function ReportGroupActions({ group, actions, onHide, fail }: ReportGroupActionsProps) {
  const { business, hidden } = group;
  const name = business.businessName || business.businessUsername;
  const [restoring, setRestoring] = useState(false);
  const reviewPending = Boolean(hidden?.reviewRequestedAt && !hidden.reviewClosed);
  const canDismiss = group.openReports > 0 || reviewPending;
  const dismiss = () =>
    actions.dismiss.mutate(undefined, {
      onSuccess: (r) =>
        toast.success(
          r.reviewClosed
            ? `${name} stays hidden; the review request is answered.`
            : `${plural(r.dismissed, 'report')} dismissed.`,
        ),
      onError: fail('dismiss'),
    });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {canDismiss ? (
        <Button
          variant="secondary"
          onClick={dismiss}
          loading={actions.dismiss.isPending}
          loadingText="Dismissing…"
        >
          <Check aria-hidden="true" />
          {reviewPending && !group.openReports ? 'Keep hidden' : 'Dismiss reports'}
        </Button>
      ) : null}
      {hidden ? (
        <Button onClick={() => setRestoring(true)}>
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
      ) : (
        <Button variant="danger" onClick={onHide}>
          <EyeOff aria-hidden="true" />
          Hide…
        </Button>
      )}
      <ConfirmDialog
        open={restoring}
        onOpenChange={setRestoring}
        title={`Restore ${name}?`}
        description="It is no longer hidden, and its owner is emailed."
        confirmLabel="Restore"
        pendingLabel="Restoring…"
        pending={actions.restore.isPending}
        onConfirm={() =>
          actions.restore.mutate(undefined, {
            onSuccess: (r) => {
              setRestoring(false);
              toast.success(r.republished ? `${name} is public again.` : `${name} is restored as a draft.`);
            },
            onError: fail(`restore ${name}`),
          })
        }
      >
        <p className="rounded-lg bg-primary-soft/70 px-4 py-3 text-ink">
          It goes back on the public pages only if it was public when it was hidden and is still complete in a
          live state; otherwise it stays a draft its owner can publish.
        </p>
      </ConfirmDialog>
    </div>
  );
}
