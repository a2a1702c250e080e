// "Tell me about new businesses here" (issue 31 item 4; docs/decisions/025-new-business-alerts.md),
// on a market page and a search near a ZIP code. Signed in it is one click; signed out it asks for
// an email, and the confirmation link goes there. It is a real form (docs/decisions/017, 038): it
// posts to the page, whose route action (api/alert-action.ts) makes the call; by the browser before
// or without the script, by a fetcher with it (the page stays and the form says what happened).
import { BellRing, CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useFetcher } from 'react-router';
import { ALERT_ANSWER, ALERT_MSG } from '#shared/alerts/alert-limits.ts';
import type { AlertBody } from '#shared/alerts/alert-rules.ts';
import { useSession } from '../../api/get-session.ts';
import { paths } from '../../config/paths.ts';
import { type FormReply, useFormReply } from '../../lib/form-action.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

export interface NewHereAlertProps {
  /** The place as the API takes it: a state (and region) slug, or a ZIP code and a radius. */
  place: Pick<AlertBody, 'state' | 'region' | 'zipCode' | 'radiusMiles'>;
  /** The place after "New businesses", in the page's language: "in California", "within 25 miles of 90012". */
  where: string;
}

export function NewHereAlert({ place, where }: NewHereAlertProps) {
  const i18n = useI18n();
  const { isSignedIn } = useSession();
  const fetcher = useFetcher<FormReply>();
  const pageReply = useFormReply();
  // The action's answer: the fetcher's (the script posted), else the page's (the browser did).
  const reply = fetcher.data ?? pageReply;
  const [email, setEmail] = useState(reply?.values?.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const serverError = reply?.fields?.email ?? null;
  const hidden = Object.entries(place).filter(([, v]) => v);
  const sent =
    reply?.code === ALERT_ANSWER.confirming || reply?.code === ALERT_ANSWER.set
      ? { confirmEmailSent: reply.code === ALERT_ANSWER.confirming }
      : null;

  // The shape check only (the action applies the shared schema); the mailbox proves the rest.
  const check = (event: FormEvent) => {
    const wrong = !isSignedIn && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
    setEmailError(wrong ? ALERT_MSG.email : null);
    if (wrong) event.preventDefault();
  };

  if (sent) {
    const confirming = sent.confirmEmailSent;
    return (
      <section
        aria-label={i18n._('New business alerts')}
        className="rounded-xl border border-line/70 bg-primary-soft p-5"
      >
        <p role="status" className="flex items-start gap-3 font-semibold text-ink">
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest" />
          {confirming
            ? i18n._('Check your email to confirm.')
            : i18n._('You’re set: we’ll email you about new businesses {where}.', { where })}
        </p>
        {confirming ? (
          <p className="mt-2 pl-8 text-sm text-ink-soft">
            {i18n._('We sent a link to {email}. Nothing else is sent until you open it.', {
              email: email.trim(),
            })}
          </p>
        ) : (
          <ButtonLink to={paths.dashboard} variant="link" className="mt-2 ml-8">
            {i18n._('Manage your alerts')}
          </ButtonLink>
        )}
      </section>
    );
  }

  const problem = reply?.message ?? null;
  return (
    <section
      aria-label={i18n._('New business alerts')}
      className="rounded-xl border border-line/70 bg-paper p-5 shadow-soft"
    >
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={check}
        className="flex flex-col gap-4 sm:flex-row sm:items-end"
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <BellRing aria-hidden="true" className="mt-1 size-5 shrink-0 text-clay" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{i18n._('New businesses {where}', { where })}</p>
            <p className="text-sm text-ink-soft">
              {isSignedIn
                ? i18n._('Hear about them in your email roundup.')
                : i18n._('We’ll email you when one opens. Confirm once, stop any time.')}
            </p>
            {isSignedIn ? null : (
              <Field label={i18n._('Email')} className="mt-3" error={emailError ?? serverError}>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field>
            )}
          </div>
        </div>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          type="submit"
          loading={fetcher.state !== 'idle'}
          loadingText={i18n._('Saving…')}
          className="sm:self-end"
        >
          {i18n._('Tell me about new businesses here')}
        </Button>
      </fetcher.Form>
      {problem ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-md bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
    </section>
  );
}
