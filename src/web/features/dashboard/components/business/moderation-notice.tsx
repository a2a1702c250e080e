import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { hideReasonLabel } from '#shared/catalogues/moderation.ts';
import { type ReviewRequestInput, reviewRequestSchema } from '#shared/schemas/moderation.ts';
import type { OwnerBusiness } from '../../../../api/get-owner-business.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useRequestReview } from '../../api/request-review.ts';

type Moderation = NonNullable<OwnerBusiness['moderation']>;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

function ReviewRequestForm({ businessId }: { businessId: string }) {
  const request = useRequestReview(businessId);
  const form = useForm<ReviewRequestInput>({
    resolver: zodResolver(reviewRequestSchema),
    defaultValues: { message: '' },
  });
  const send = form.handleSubmit(({ message }) =>
    request.mutate(message, {
      onSuccess: () => toast.success('Your request is with the marketplace team.'),
      onError: (err) => toast.error(serverMessage(err, 'Failed to send your request.')),
    }),
  );
  return (
    <form noValidate onSubmit={send} className="mt-4 space-y-3">
      <Field
        label="Ask for a review"
        hint="One message: say what you changed, or why it should be public. Up to 1,000 characters."
        error={form.formState.errors.message?.message}
      >
        <Textarea rows={3} maxLength={1000} {...form.register('message')} />
      </Field>
      <Button type="submit" variant="secondary" loading={request.isPending} loadingText="Sending…">
        Ask for a review
      </Button>
    </form>
  );
}

/** Why the marketplace team hid the business, and the owner's one way to answer (docs/product.md §23). */
export function ModerationNotice({ businessId, moderation }: { businessId: string; moderation: Moderation }) {
  return (
    <div className="mt-4 rounded-lg border border-danger/25 bg-danger-soft/50 p-4 text-ink">
      <p className="flex items-start gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <span>Hidden by the marketplace team: {hideReasonLabel(moderation.reason)}</span>
      </p>
      {moderation.note ? (
        <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">
          Note from the team: {moderation.note}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">
        Shoppers can’t see it, and it can’t be published until the team restores it. Your profile is kept as
        it is.
      </p>
      {moderation.reviewClosed ? (
        <p className="mt-3 text-sm font-medium">The team looked at your request again and kept it hidden.</p>
      ) : moderation.reviewRequestedAt ? (
        <p className="mt-3 text-sm font-medium">
          You asked for a review on {day(moderation.reviewRequestedAt)}. We’ll email you when the team has
          looked.
        </p>
      ) : (
        <ReviewRequestForm businessId={businessId} />
      )}
    </div>
  );
}
