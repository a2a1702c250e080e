// What a reported post and a reported recommendation share in the console: the card, the business
// link, and everything under the text (reasons, the hidden notice, the reports, Dismiss / Hide /
// Restore and the hide dialog). Each card supplies its own words and any extra button.
import type { UseMutationResult } from '@tanstack/react-query';
import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatWhen, plural } from '../lib/format.ts';
import type { HideFields, HideReasons } from '../lib/hide-reasons.ts';
import { HideDialog, type HideDialogProps } from './hide-dialog.tsx';
import { ReasonPills, ReportList } from './report-parts.tsx';

type Mutation<TData, TVariables> = Pick<UseMutationResult<TData, Error, TVariables>, 'mutate' | 'isPending'>;

export interface ModeratedItemActions<I extends HideFields> {
  dismiss: Mutation<{ dismissed: number }, void>;
  hide: Mutation<unknown, I>;
  restore: Mutation<unknown, void>;
}

interface ModeratedGroup {
  openReports: number;
  reasons: ComponentProps<typeof ReasonPills>['reasons'];
  reports: ComponentProps<typeof ReportList>['reports'];
  hidden: { hiddenAt: string; reason: string; note: string | null } | null;
}

/** What the buttons, toasts and the hide dialog call the item. */
export interface ModeratedItemCopy {
  restoreLabel: string;
  restored: string;
  restoreFailure: string;
  hideLabel: string;
  hidden: string;
  hideFailure: string;
  dialog: Pick<HideDialogProps<HideFields>, 'description' | 'submitLabel'>;
}

/** An error toast for a failed action: "Failed to <what>." unless the server said why. */
export const failed = (what: string) => (err: unknown) =>
  toast.error(errorMessage(err, `Failed to ${what}.`));

/** The card one moderated item sits in, named by its heading. */
export function ModeratedCard({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Card asChild className="p-4 sm:p-6">
      <article aria-labelledby={headingId}>{children}</article>
    </Card>
  );
}

interface BusinessRef {
  businessName: string | null;
  businessUsername: string | null;
}

/** The item's business by name, linked to its page when it has one. */
export function BusinessLink({ business }: { business: BusinessRef }) {
  const name = business.businessName || business.businessUsername || 'Unnamed business';
  return business.businessUsername ? (
    <a className="underline" href={`/business/${encodeURIComponent(business.businessUsername)}`}>
      {name}
    </a>
  ) : (
    name
  );
}

export interface ModerationPanelProps<I extends HideFields> {
  group: ModeratedGroup;
  actions: ModeratedItemActions<I>;
  copy: ModeratedItemCopy;
  /** The reasons this kind of item is hidden for (offered in the dialog, named in the notice). */
  reasons: HideReasons<I>;
  /** The item as the hide dialog's title names it. */
  name: string;
  /** Buttons that come before Dismiss (a held recommendation's "Let it count"). */
  before?: ReactNode;
}

/** Reasons, the hidden notice, the reports, the actions and the hide dialog. */
export function ModerationPanel<I extends HideFields>({
  group,
  actions,
  copy,
  reasons,
  name,
  before,
}: ModerationPanelProps<I>) {
  const { hidden } = group;
  const [hiding, setHiding] = useState(false);
  return (
    <>
      <div className="mt-4 space-y-4">
        <ReasonPills reasons={group.reasons} />
        {hidden ? (
          <p className="flex items-start gap-2 rounded-lg bg-clay-soft/60 px-4 py-3 text-sm text-ink">
            <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-strong" />
            <span>
              Hidden {formatWhen(hidden.hiddenAt)}: {reasons.label(hidden.reason)}.
              {hidden.note ? ` Note: ${hidden.note}` : ''}
            </span>
          </p>
        ) : null}
        <ReportList reports={group.reports} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {before}
          {group.openReports > 0 ? (
            <Button
              variant="secondary"
              loading={actions.dismiss.isPending}
              loadingText="Dismissing…"
              onClick={() =>
                actions.dismiss.mutate(undefined, {
                  onSuccess: (r) => toast.success(`${plural(r.dismissed, 'report')} dismissed.`),
                  onError: failed('dismiss'),
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
                  onSuccess: () => toast.success(copy.restored),
                  onError: failed(copy.restoreFailure),
                })
              }
            >
              <RotateCcw aria-hidden="true" />
              {copy.restoreLabel}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setHiding(true)}>
              <EyeOff aria-hidden="true" />
              {copy.hideLabel}
            </Button>
          )}
        </div>
      </div>
      <HideActionDialog
        {...copy.dialog}
        reasons={reasons}
        name={name}
        open={hiding}
        onOpenChange={setHiding}
        hide={actions.hide}
        hidden={copy.hidden}
        failure={copy.hideFailure}
      />
    </>
  );
}

export interface HideActionDialogProps<I extends HideFields>
  extends Omit<HideDialogProps<I>, 'pending' | 'onHide'> {
  hide: Mutation<unknown, I>;
  /** The toast once it is hidden. */
  hidden: string;
  /** What failed, for "Failed to <failure>." */
  failure: string;
}

/** The hide dialog wired to a hide action: it closes and says so once the item is hidden. */
export function HideActionDialog<I extends HideFields>({
  hide,
  hidden,
  failure,
  ...dialog
}: HideActionDialogProps<I>) {
  return (
    <HideDialog
      {...dialog}
      pending={hide.isPending}
      onHide={(input) =>
        hide.mutate(input, {
          onSuccess: () => {
            dialog.onOpenChange(false);
            toast.success(hidden);
          },
          onError: failed(failure),
        })
      }
    />
  );
}
