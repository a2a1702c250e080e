import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailLinkFormSchema as schema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { useFormReply } from '../../../../lib/form-action.ts';
import { usePostForm } from '../../../../lib/use-post-form.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { formatClock } from '../../lib/cooldown.ts';
import { EmailField, PageForm } from './page-form.tsx';

export interface EmailLinkFormProps {
  /** Which link this form sends: 'reset' or 'login' (in the button and the note). */
  link: string;
  /** How long the link lasts, said under the form once it is on its way. */
  lasts: string;
  /** This page's path, whose action sends the link (auth-actions.ts). */
  action: string;
}

/** One email field that asks for an emailed link; disabled while sending and for 60 s after (docs/product.md §9.4). */
export function EmailLinkForm({ link, lasts, action }: EmailLinkFormProps) {
  const submitLabel = `Send ${link} link`;
  const sentNote = (email: string) => (
    <p>
      If <strong className="break-all">{email}</strong>
      {` has an account, a ${link} link is on its way. ${lasts}`}
    </p>
  );
  const reply = useFormReply();
  const sentTo = reply?.code === 'sent' ? (reply.values?.email ?? null) : null;
  const left = useCountdown(reply?.retryAt ?? null);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = usePostForm<z.infer<typeof schema>>(reply, {
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { email: reply?.values?.email ?? '' },
  });

  const waiting = left > 0 && !isSubmitting;
  return (
    <PageForm action={action} onSubmit={onSubmit} failure={reply?.message}>
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
