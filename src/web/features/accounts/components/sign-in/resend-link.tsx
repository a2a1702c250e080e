import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useResendVerification } from '../../api/resend-verification.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { deadlineAfter, EMAIL_COOLDOWN_SECONDS, formatClock } from '../../lib/cooldown.ts';

export interface ResendLinkProps {
  email: string;
  /** When the last email was sent: the link appears 60 s later (docs/product.md §9.2). */
  sentAt: number;
  onSent: (sentAt: number) => void;
}

export function ResendLink({ email, sentAt, onSent }: ResendLinkProps) {
  const i18n = useI18n();
  const [deadline, setDeadline] = useState(sentAt + EMAIL_COOLDOWN_SECONDS * 1000);
  const [shownFor, setShownFor] = useState(sentAt);
  if (shownFor !== sentAt) {
    setShownFor(sentAt);
    setDeadline(sentAt + EMAIL_COOLDOWN_SECONDS * 1000);
  }
  const left = useCountdown(deadline);
  const [sending, setSending] = useState(false);
  const resendVerification = useResendVerification();

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification.mutateAsync(email);
      toast.success(i18n._('Verification email resent.'));
      onSent(Date.now());
    } catch (err) {
      toast.error(i18n._(serverMessage(err, /*i18n*/ 'Something went wrong.')));
      setDeadline(deadlineAfter(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="rounded-lg border border-line/80 bg-cream-deep/50 px-4 py-4 text-center text-sm text-ink-soft">
      <p>{i18n._('Didn’t get it? Check your spam folder, or ask for another email.')}</p>
      <div className="mt-2 flex min-h-7 items-center justify-center">
        {left > 0 ? (
          <p>
            {withTags(i18n._('You can resend it in <0>{time}</0>', { time: formatClock(left) }), {
              0: (chunk) => (
                <span className="font-semibold text-ink tabular-nums" data-testid="resend-countdown">
                  {chunk}
                </span>
              ),
            })}
          </p>
        ) : (
          <Button variant="link" onClick={resend} loading={sending} loadingText={i18n._('Sending…')}>
            {i18n._('Resend email')}
          </Button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {left === 0 ? i18n._('You can resend the email now.') : ''}
      </p>
    </div>
  );
}
