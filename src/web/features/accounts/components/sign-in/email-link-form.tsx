import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailLinkFormSchema as schema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { useFormReply } from '../../../../lib/form-action.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { usePostForm } from '../../../../lib/use-post-form.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { formatClock } from '../../lib/cooldown.ts';
import { EmailField, PageForm } from './page-form.tsx';

export interface EmailLinkFormProps {
  /** Which link this form sends: 'reset' or 'login' (in the button and the note). */
  link: 'reset' | 'login';
  /** How long the link lasts, said under the form once it is on its way (translated). */
  lasts: string;
  /** This page's path, whose action sends the link (auth-actions.ts). */
  action: string;
}

/** One email field that asks for an emailed link; disabled while sending and for 60 s after (docs/product.md §9.4). */
export function EmailLinkForm({ link, lasts, action }: EmailLinkFormProps) {
  const i18n = useI18n();
  const submitLabel = link === 'login' ? i18n._('Send login link') : i18n._('Send reset link');
  const sentNote = (email: string) => (
    <p>
      {withTags(
        link === 'login'
          ? i18n._('If <0>{email}</0> has an account, a login link is on its way.', { email })
          : i18n._('If <0>{email}</0> has an account, a reset link is on its way.', { email }),
        { 0: (chunk) => <strong className="break-all">{chunk}</strong> },
      )}
      {` ${lasts}`}
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
        loadingText={i18n._('Sending…')}
        disabled={waiting}
      >
        {waiting ? (
          <span>
            {withTags(i18n._('Send again in <0>{time}</0>', { time: formatClock(left) }), {
              0: (chunk) => <span className="tabular-nums">{chunk}</span>,
            })}
          </span>
        ) : (
          submitLabel
        )}
      </Button>
      <div aria-live="polite">{sentTo ? <FormAlert tone="success">{sentNote(sentTo)}</FormAlert> : null}</div>
    </PageForm>
  );
}
