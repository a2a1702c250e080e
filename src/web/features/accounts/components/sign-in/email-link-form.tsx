import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { emailLinkFormSchema as schema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { useFormReply, useReplyErrors } from '../../../../lib/form-action.ts';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { deadlineAfter, EMAIL_COOLDOWN_SECONDS, formatClock } from '../../lib/cooldown.ts';
import { EmailField, PageForm } from './page-form.tsx';

export interface EmailLinkFormProps {
  /** Which link this form sends: 'reset' or 'login' (in the button, the toast and the note). */
  link: string;
  request: (email: string) => Promise<unknown>;
  /** How long the link lasts, said under the form once it is on its way. */
  lasts: string;
  /** This page's path: where the form posts before the script runs. */
  action: string;
}

/** One email field that asks for an emailed link; disabled while sending and for 60 s after (docs/product.md §9.4). */
export function EmailLinkForm({ link, request, lasts, action }: EmailLinkFormProps) {
  const submitLabel = `Send ${link} link`;
  const successToast = `Check your inbox for the ${link} link.`;
  const sentNote = (email: string) => (
    <p>
      If <strong className="break-all">{email}</strong>
      {` has an account, a ${link} link is on its way. ${lasts}`}
    </p>
  );
  const reply = useFormReply();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(
    reply?.code === 'sent' ? (reply.values?.email ?? null) : null,
  );
  const [failure, setFailure] = useState(reply?.message);
  const left = useCountdown(deadline);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: reply?.values?.email ?? '' },
    errors: useReplyErrors(reply),
  });

  const onSubmit = async ({ email }: { email: string }) => {
    setFailure(undefined);
    try {
      await request(email);
      setSentTo(email);
      setDeadline(Date.now() + EMAIL_COOLDOWN_SECONDS * 1000);
      toast.success(successToast);
    } catch (err) {
      toast.error(serverMessage(err, 'Something went wrong.'));
      setDeadline(deadlineAfter(err));
    }
  };

  const waiting = left > 0 && !isSubmitting;
  return (
    <PageForm action={action} onSubmit={handleSubmit(onSubmit)} failure={failure}>
      <EmailField registration={register('email')} reply={reply} error={errors.email?.message} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={isSubmitting}
        loadingText="Sending…"
        disabled={waiting}
      >
        {waiting ? (
          <span>
            Send again in <span className="tabular-nums">{formatClock(left)}</span>
          </span>
        ) : (
          submitLabel
        )}
      </Button>
      <div aria-live="polite">{sentTo ? <FormAlert tone="success">{sentNote(sentTo)}</FormAlert> : null}</div>
    </PageForm>
  );
}
