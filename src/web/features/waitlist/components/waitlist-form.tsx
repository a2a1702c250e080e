import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { WAITLIST_STATE_LIVE, type WaitlistInput, waitlistSchema } from '#shared/schemas/waitlist.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormReply } from '../../../lib/form-action.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePostForm } from '../../../lib/use-post-form.ts';
import { onlyZipDigits } from '../lib/zip-digits.ts';
import { StateLiveNotice } from './state-live-notice.tsx';

const stateLiveMessage = (message?: string, code?: string) =>
  code === WAITLIST_STATE_LIVE && message ? message : null;

const EMPTY: WaitlistInput = { email: '', businessName: '', ownerName: '', category: '', zipCode: '' };

/**
 * The waitlist form (docs/product.md §13): it posts to the page, whose action (waitlist-action.ts)
 * checks it and joins; once the script runs, submit stays disabled until every field is valid.
 */
export function WaitlistForm() {
  const i18n = useI18n();
  const reply = useFormReply();
  const hydrated = useHydrated();
  const { register, onSubmit, formState } = usePostForm<WaitlistInput>(reply, {
    resolver: zodResolver(waitlistSchema),
    defaultValues: { ...EMPTY, ...reply?.values },
  });
  const { errors, isValid, isSubmitting } = formState;
  // The shared schema's messages, in the page's language.
  const say = (message: string | undefined) => message && i18n._(message);
  const zip = register('zipCode');
  // A ZIP code in a live state: the server's answer; any other failure, the form's message.
  const stateLive = stateLiveMessage(reply?.message, reply?.code);

  return (
    <form noValidate method="post" action={paths.waitlist} onSubmit={onSubmit} className="space-y-5">
      <Field label={i18n._('Email')} required error={say(errors.email?.message)}>
        <Input type="email" autoComplete="email" defaultValue={reply?.values?.email} {...register('email')} />
      </Field>
      <Field label={i18n._('Business name')} required error={say(errors.businessName?.message)}>
        <Input
          autoComplete="organization"
          defaultValue={reply?.values?.businessName}
          {...register('businessName')}
        />
      </Field>
      <Field label={i18n._('Owner name')} required error={say(errors.ownerName?.message)}>
        <Input autoComplete="name" defaultValue={reply?.values?.ownerName} {...register('ownerName')} />
      </Field>
      <Field
        label={i18n._('What do you sell or offer?')}
        hint={i18n._('For example: candles, vintage clothing, dog grooming.')}
        required
        error={say(errors.category?.message)}
      >
        <Input defaultValue={reply?.values?.category} {...register('category')} />
      </Field>
      <Field label={i18n._('ZIP code')} required error={say(errors.zipCode?.message)} className="max-w-48">
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
      ) : reply?.message && !isSubmitting ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {i18n._(reply.message)}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={hydrated && !isValid}
        loading={isSubmitting}
        loadingText={i18n._('Joining…')}
      >
        {i18n._('Join the Waitlist')}
      </Button>
    </form>
  );
}
