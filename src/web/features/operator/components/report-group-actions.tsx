import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ReportGroup } from '../api/get-reports.ts';
import type { useModerationActions } from '../api/moderate-business.ts';
import { plural } from '../lib/format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ReportGroupActionsProps {
  group: ReportGroup;
  actions: ReturnType<typeof useModerationActions>;
  onHide: () => void;
  /** The error toast for a failed action: `message` unless the server said why. */
  fail: (message: string) => (err: unknown) => void;
}

/** Dismiss (or keep hidden after a review request), Hide, Restore. */
export function ReportGroupActions({ group, actions, onHide, fail }: ReportGroupActionsProps) {
  const i18n = useI18n();
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
            ? i18n._('{name} stays hidden; the review request is answered.', { name })
            : plural(
                i18n,
                r.dismissed,
                /*i18n*/ '{count} report dismissed.',
                /*i18n*/ '{count} reports dismissed.',
              ),
        ),
      onError: fail(i18n._('Failed to dismiss.')),
    });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {canDismiss ? (
        <Button
          variant="secondary"
          onClick={dismiss}
          loading={actions.dismiss.isPending}
          loadingText={i18n._('Dismissing…')}
        >
          <Check aria-hidden="true" />
          {reviewPending && !group.openReports ? i18n._('Keep hidden') : i18n._('Dismiss reports')}
        </Button>
      ) : null}
      {hidden ? (
        <Button onClick={() => setRestoring(true)}>
          <RotateCcw aria-hidden="true" />
          {i18n._('Restore')}
        </Button>
      ) : (
        <Button variant="danger" onClick={onHide}>
          <EyeOff aria-hidden="true" />
          {i18n._('Hide…')}
        </Button>
      )}
      <ConfirmDialog
        open={restoring}
        onOpenChange={setRestoring}
        title={i18n._('Restore {name}?', { name })}
        description={i18n._('It is no longer hidden, and its owner is emailed.')}
        confirmLabel={i18n._('Restore')}
        pendingLabel={i18n._('Restoring…')}
        pending={actions.restore.isPending}
        onConfirm={() =>
          actions.restore.mutate(undefined, {
            onSuccess: (r) => {
              setRestoring(false);
              toast.success(
                r.republished
                  ? i18n._('{name} is public again.', { name })
                  : i18n._('{name} is restored as a draft.', { name }),
              );
            },
            onError: fail(i18n._('Failed to restore {name}.', { name })),
          })
        }
      >
        <p className="rounded-lg bg-primary-soft/70 px-4 py-3 text-ink">
          {i18n._(
            'It goes back on the public pages only if it was public when it was hidden and is still complete in a live state; otherwise it stays a draft its owner can publish.',
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
