import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { hideReasonLabel } from '#shared/catalogues/moderation.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { type ReviewRequestInput, reviewRequestSchema } from '#shared/schemas/moderation.ts';
import type { OwnerBusiness } from '../../../../api/get-owner-business.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useRequestReview } from '../../api/request-review.ts';

type Moderation = NonNullable<OwnerBusiness['moderation']>;

const day = (iso: string, i18n: Translator) =>
  new Date(iso).toLocaleDateString(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    day: 'numeric',
  });

function ReviewRequestForm({ businessId }: { businessId: string }) {
  const i18n = useI18n();
  const request = useRequestReview(businessId);
  const form = useForm<ReviewRequestInput>({
    resolver: zodResolver(reviewRequestSchema),
    defaultValues: { message: '' },
  });
  const error = form.formState.errors.message?.message;
  const send = form.handleSubmit(({ message }) =>
    request.mutate(message, {
      onSuccess: () => toast.success(i18n._('Your request is with the marketplace team.')),
      onError: (err) => toast.error(i18n._(serverMessage(err, /*i18n*/ 'Failed to send your request.'))),
    }),
  );
  return (
    <form noValidate onSubmit={send} className="mt-4 space-y-3">
      <Field
        label={i18n._('Ask for a review')}
        hint={i18n._(
          'One message: say what you changed, or why it should be public. Up to 1,000 characters.',
        )}
        error={error && i18n._(error)}
      >
        <Textarea rows={3} maxLength={1000} {...form.register('message')} />
      </Field>
      <Button type="submit" variant="secondary" loading={request.isPending} loadingText={i18n._('Sending…')}>
        {i18n._('Ask for a review')}
      </Button>
    </form>
  );
}

/** Why the marketplace team hid the business, and the owner's one way to answer (docs/product.md §23). */
export function ModerationNotice({ businessId, moderation }: { businessId: string; moderation: Moderation }) {
  const i18n = useI18n();
  return (
    <div className="mt-4 rounded-lg border border-danger/25 bg-danger-soft/50 p-4 text-ink">
      <p className="flex items-start gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <span>
          {i18n._('Hidden by the marketplace team: {reason}', {
            reason: i18n._(hideReasonLabel(moderation.reason)),
          })}
        </span>
      </p>
      {moderation.note ? (
        <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">
          {i18n._('Note from the team: {note}', { note: moderation.note })}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">
        {i18n._(
          'Shoppers can’t see it, and it can’t be published until the team restores it. Your profile is kept as it is.',
        )}
      </p>
      {moderation.reviewClosed ? (
        <p className="mt-3 text-sm font-medium">
          {i18n._('The team looked at your request again and kept it hidden.')}
        </p>
      ) : moderation.reviewRequestedAt ? (
        <p className="mt-3 text-sm font-medium">
          {i18n._('You asked for a review on {date}. We’ll email you when the team has looked.', {
            date: day(moderation.reviewRequestedAt, i18n),
          })}
        </p>
      ) : (
        <ReviewRequestForm businessId={businessId} />
      )}
    </div>
  );
}
