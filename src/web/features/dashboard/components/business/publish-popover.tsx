import { Eye, EyeOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { AcceptTermsBox } from '../../../../components/legal/accept-terms-box.tsx';
import { OpenDataNote } from '../../../../components/legal/open-data-note.tsx';
import { TermsLinks } from '../../../../components/legal/terms-links.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useSetPublished } from '../../api/set-published.ts';

export interface PublishPopoverProps {
  businessId: string;
  name: string;
  /** True to hide a live profile, false to publish a hidden one. */
  isPublished: boolean;
  /** Accepted once, at the first publish: until then Publish asks for them before sending. */
  termsAccepted: boolean;
}

/** The Hide / Publish button and its confirmation (docs/product.md §8.1; errors as toasts, §18 D9). */
export function PublishPopover({ businessId, name, isPublished, termsAccepted }: PublishPopoverProps) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const [needsTerms, setNeedsTerms] = useState(!termsAccepted);
  const [accepted, setAccepted] = useState(false);
  const titleId = useId();
  const mutation = useSetPublished(businessId);
  const verb = isPublished ? i18n._('Hide') : i18n._('Publish');

  const confirm = () => {
    const input = isPublished
      ? { publish: false }
      : { publish: true, ...(accepted ? { acceptTerms: true } : {}) };
    mutation.mutate(input, {
      onSuccess: ({ isPublished: live }) => {
        toast.success(live ? i18n._('Published!') : i18n._('Your profile is hidden.'));
        setOpen(false);
        setNeedsTerms(false);
      },
      onError: (err) => {
        toast.error(i18n._(serverMessage(err, /*i18n*/ 'Failed to update publish status.')));
        if (err instanceof ApiError && err.code === 'terms_required') setNeedsTerms(true);
      },
    });
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant={isPublished ? 'secondary' : 'primary'} className="w-full sm:w-auto">
          {isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {isPublished ? i18n._('Hide profile') : i18n._('Publish profile')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(calc(100vw-1.5rem),22rem)] rounded-xl border border-line bg-paper p-5 shadow-lift motion-safe:animate-rise-in"
        >
          <h3 id={titleId} className="text-lg font-semibold text-ink">
            {isPublished ? i18n._('Hide {name}?', { name }) : i18n._('Publish {name}?', { name })}
          </h3>
          <p className="mt-1.5 text-sm text-ink-soft">
            {isPublished
              ? i18n._(
                  'Shoppers will no longer find it on the market or open its page. You can publish it again any time.',
                )
              : i18n._(
                  'It will appear on the market for your state and region, and anyone can open its page.',
                )}
          </p>
          {isPublished ? null : <OpenDataNote className="mt-2" />}
          {needsTerms && !isPublished ? (
            <AcceptTermsBox checked={accepted} onChange={setAccepted}>
              {withTags(i18n._('I accept <0></0>.'), { 0: () => <TermsLinks /> })}
            </AcceptTermsBox>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Popover.Close asChild>
              <Button variant="ghost" size="sm">
                {i18n._('Cancel')}
              </Button>
            </Popover.Close>
            <Button
              size="sm"
              variant={isPublished ? 'danger' : 'primary'}
              onClick={confirm}
              loading={mutation.isPending}
              loadingText={isPublished ? i18n._('Hiding…') : i18n._('Publishing…')}
              disabled={needsTerms && !isPublished && !accepted}
            >
              {verb}
            </Button>
          </div>
          <Popover.Arrow className="fill-paper" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
