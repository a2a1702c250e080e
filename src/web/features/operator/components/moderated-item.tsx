// What a reported post and a reported recommendation share in the console: the card, the business
// link, and everything under the text (reasons, the hidden notice, the reports, Dismiss / Hide /
// Restore and the hide dialog). Each card supplies its own words and any extra button.
import type { UseMutationResult } from '@tanstack/react-query';
import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { localizedPath } from '#shared/i18n/locale.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
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

/** What the buttons, toasts and the hide dialog call the item: messages, marked for the catalog where written. */
export interface ModeratedItemCopy {
  restoreLabel: string;
  restored: string;
  /** The toast when a restore fails and the server did not say why ("Failed to restore the post."). */
  restoreFailure: string;
  hideLabel: string;
  hidden: string;
  /** As `restoreFailure`, for a hide. */
  hideFailure: string;
  dialog: Pick<HideDialogProps<HideFields>, 'description' | 'submitLabel'>;
}

/** An error toast for a failed action: `fallback` ("Failed to dismiss.", translated) unless the server said why. */
export const failed = (i18n: Translator, fallback: string) => (err: unknown) => {
  const reason = errorMessage(err, '');
  toast.error(reason ? i18n._(reason) : fallback);
};

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

/** The item's business by name. */
export const businessNameOf = (i18n: Translator, business: BusinessRef) =>
  business.businessName || business.businessUsername || i18n._('Unnamed business');

/** The item's business (`children`: its name), linked to its page when it has one. */
export function BusinessLink({ business, children }: { business: BusinessRef; children: ReactNode }) {
  const i18n = useI18n();
  return business.businessUsername ? (
    <a
      className="underline"
      href={localizedPath(`/business/${encodeURIComponent(business.businessUsername)}`, i18n.locale)}
    >
      {children}
    </a>
  ) : (
    children
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
  const i18n = useI18n();
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
              {i18n._('Hidden {when}: {reason}.', {
                when: formatWhen(i18n, hidden.hiddenAt),
                reason: i18n._(reasons.label(hidden.reason)),
              })}
              {hidden.note ? ` ${i18n._('Note: {note}', { note: hidden.note })}` : ''}
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
              loadingText={i18n._('Dismissing…')}
              onClick={() =>
                actions.dismiss.mutate(undefined, {
                  onSuccess: (r) =>
                    toast.success(
                      plural(
                        i18n,
                        r.dismissed,
                        /*i18n*/ '{count} report dismissed.',
                        /*i18n*/ '{count} reports dismissed.',
                      ),
                    ),
                  onError: failed(i18n, i18n._('Failed to dismiss.')),
                })
              }
            >
              <Check aria-hidden="true" />
              {i18n._('Dismiss reports')}
            </Button>
          ) : null}
          {hidden ? (
            <Button
              loading={actions.restore.isPending}
              loadingText={i18n._('Restoring…')}
              onClick={() =>
                actions.restore.mutate(undefined, {
                  onSuccess: () => toast.success(i18n._(copy.restored)),
                  onError: failed(i18n, i18n._(copy.restoreFailure)),
                })
              }
            >
              <RotateCcw aria-hidden="true" />
              {i18n._(copy.restoreLabel)}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setHiding(true)}>
              <EyeOff aria-hidden="true" />
              {i18n._(copy.hideLabel)}
            </Button>
          )}
        </div>
      </div>
      <HideActionDialog
        description={copy.dialog.description && i18n._(copy.dialog.description)}
        submitLabel={copy.dialog.submitLabel && i18n._(copy.dialog.submitLabel)}
        reasons={reasons}
        name={name}
        open={hiding}
        onOpenChange={setHiding}
        hide={actions.hide}
        hidden={i18n._(copy.hidden)}
        failure={i18n._(copy.hideFailure)}
      />
    </>
  );
}

export interface HideActionDialogProps<I extends HideFields>
  extends Omit<HideDialogProps<I>, 'pending' | 'onHide'> {
  hide: Mutation<unknown, I>;
  /** The toast once it is hidden (in the page's language). */
  hidden: string;
  /** The toast when it fails and the server did not say why (in the page's language). */
  failure: string;
}

/** The hide dialog wired to a hide action: it closes and says so once the item is hidden. */
export function HideActionDialog<I extends HideFields>({
  hide,
  hidden,
  failure,
  ...dialog
}: HideActionDialogProps<I>) {
  const i18n = useI18n();
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
          onError: failed(i18n, failure),
        })
      }
    />
  );
}
