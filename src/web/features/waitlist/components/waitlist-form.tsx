import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { WAITLIST_STATE_LIVE, type WaitlistInput, waitlistSchema } from '#shared/schemas/waitlist.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useFormReply, useReplyErrors } from '../../../lib/form-action.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { confirmationState, useJoinWaitlist } from '../api/join-waitlist.ts';
import { WAITLIST_FAILED } from '../api/waitlist-action.ts';
import { onlyZipDigits } from '../lib/zip-digits.ts';
import { StateLiveNotice } from './state-live-notice.tsx';

const stateLiveMessage = (message?: string, code?: string) =>
  code === WAITLIST_STATE_LIVE && message ? message : null;

const EMPTY: WaitlistInput = { email: '', businessName: '', ownerName: '', category: '', zipCode: '' };

/**
 * The waitlist form (docs/product.md §13): once the script runs, submit stays disabled until every
 * field is valid; before, it posts to the page, whose action checks it the same way.
 */
export function WaitlistForm() {
  const navigate = useNavigate();
  const join = useJoinWaitlist();
  const reply = useFormReply();
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<WaitlistInput>({
    resolver: zodResolver(waitlistSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY, ...reply?.values },
    errors: useReplyErrors(reply),
  });
  const { errors, isValid } = formState;
  const zip = register('zipCode');
  // A ZIP code in a live state: the server's answer, from the script's call or the page's action.
  const stateLive = join.isError
    ? stateLiveMessage(join.error.message, join.error instanceof ApiError ? join.error.code : undefined)
    : formState.isSubmitted
      ? null
      : stateLiveMessage(reply?.message, reply?.code);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const place = await join.mutateAsync(input);
      await navigate(paths.waitlistConfirm(), { state: confirmationState(place) });
    } catch {
      // The alert below tells the user; the button is enabled again.
    }
  });

  return (
    <form noValidate method="post" action={paths.waitlist} onSubmit={onSubmit} className="space-y-5">
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" defaultValue={reply?.values?.email} {...register('email')} />
      </Field>
      <Field label="Business name" required error={errors.businessName?.message}>
        <Input
          autoComplete="organization"
          defaultValue={reply?.values?.businessName}
          {...register('businessName')}
        />
      </Field>
      <Field label="Owner name" required error={errors.ownerName?.message}>
        <Input autoComplete="name" defaultValue={reply?.values?.ownerName} {...register('ownerName')} />
      </Field>
      <Field
        label="What do you sell or offer?"
        hint="For example: candles, vintage clothing, dog grooming."
        required
        error={errors.category?.message}
      >
        <Input defaultValue={reply?.values?.category} {...register('category')} />
      </Field>
      <Field label="ZIP code" required error={errors.zipCode?.message} className="max-w-48">
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          defaultValue={reply?.values?.zipCode}
          {...zip}
          onChange={(event) => {
            // Only digits, at most 5 (docs/product.md §13).
            event.target.value = onlyZipDigits(event.target.value);
            void zip.onChange(event);
          }}
        />
      </Field>
      {stateLive ? (
        <StateLiveNotice message={stateLive} />
      ) : join.isError || (reply?.message && !join.isSuccess && !formState.isSubmitted) ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {join.isError ? WAITLIST_FAILED : reply?.message}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={hydrated && !isValid}
        loading={join.isPending || formState.isSubmitting}
        loadingText="Joining…"
      >
        Join the Waitlist
      </Button>
    </form>
  );
}
