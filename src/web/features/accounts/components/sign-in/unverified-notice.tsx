import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { isEmailIdentifier } from '#shared/schemas/auth.ts';
import { EMAIL_PATTERN } from '#shared/schemas/fields.ts';
import { MSG } from '#shared/schemas/messages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { useResendVerification } from '../../api/resend-verification.ts';

/** Signing in before confirming (403 EMAIL_NOT_VERIFIED): what to do, and a resend. */
export function UnverifiedNotice({ identifier }: { identifier: string }) {
  const i18n = useI18n();
  const knownEmail = isEmailIdentifier(identifier) ? identifier : '';
  const [email, setEmail] = useState(knownEmail);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const resendVerification = useResendVerification();
  const [sent, setSent] = useState<string | null>(null);
  const hydrated = useHydrated();

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setError(MSG.email);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await resendVerification.mutateAsync(address);
      setSent(i18n._('Verification email resent.'));
      toast.success(i18n._('Verification email resent.'));
    } catch (err) {
      setSent(null);
      toast.error(i18n._(serverMessage(err, /*i18n*/ 'Something went wrong.')));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormAlert tone="warning" title={i18n._('Please confirm your email first')} assertive>
      <p>
        {i18n._(
          'Your account isn’t active yet. Open the confirmation link we emailed you when you signed up, then log in again.',
        )}
      </p>
      <form noValidate onSubmit={resend} className="mt-3 space-y-3">
        {knownEmail ? null : (
          <Field label={i18n._('Email you signed up with')} error={error}>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
        )}
        {/* Sent by the script only: until it runs (a sign-in posted without it) the button waits. */}
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={sending}
          loadingText={i18n._('Sending…')}
          disabled={!hydrated}
        >
          {i18n._('Resend confirmation email')}
        </Button>
        {sent ? <p className="font-semibold text-success">{sent}</p> : null}
      </form>
    </FormAlert>
  );
}
