import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import {
  type PendingSignup,
  readConfirmEmailState,
  readPendingSignup,
  savePendingSignup,
} from '../../lib/pending-signup.ts';
import { AuthShell } from './auth-shell.tsx';
import { ChangeEmail } from './change-email.tsx';
import { ResendLink } from './resend-link.tsx';

function initialPending(state: unknown): PendingSignup | null {
  const stored = readPendingSignup();
  const passed = readConfirmEmailState(state);
  if (!passed) return stored;
  if (stored?.email === passed.email) return { ...stored, username: passed.username ?? stored.username };
  return { ...passed, sentAt: Date.now() };
}

/** `/confirm-email` (docs/product.md §9.2): check your inbox, resend after 60 s, or use a different address. */
export function ConfirmEmailPage() {
  const i18n = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  // The address is the browser's (navigation state, sessionStorage): a page the server drew (a
  // sign-up sent without the script, or a reload) shows the plain version, then the address.
  const hydrated = useHydrated();
  const [pending, setPending] = useState(() => (hydrated ? initialPending(location.state) : null));
  const state = location.state as unknown;
  useEffect(() => {
    if (!hydrated) setPending((current) => current ?? initialPending(state));
  }, [hydrated, state]);
  useEffect(() => {
    if (pending) savePendingSignup(pending);
  }, [pending]);

  return (
    <AuthShell
      icon={<RoundIcon icon={MailCheck} />}
      title={i18n._('Check your inbox')}
      lead={i18n._('One more step to join Locals Market.')}
      footer={withTags(i18n._('Already confirmed? <0>Log In</0>'), {
        0: (chunk) => (
          <Link to={paths.auth('login')} className="font-semibold text-primary underline underline-offset-4">
            {chunk}
          </Link>
        ),
      })}
    >
      <div className="space-y-6">
        <p className="text-center text-ink-soft" aria-live="polite">
          {pending
            ? withTags(
                i18n._(
                  'We sent a confirmation link to <0>{email}</0>. Open it to activate your account — it signs you in right away.',
                  { email: pending.email },
                ),
                {
                  0: (chunk) => (
                    <strong className="font-semibold break-all text-ink" data-testid="pending-email">
                      {chunk}
                    </strong>
                  ),
                },
              )
            : i18n._(
                'We sent a confirmation link to your email address. Open it to activate your account — it signs you in right away.',
              )}
        </p>
        {pending ? (
          <>
            <ResendLink
              email={pending.email}
              sentAt={pending.sentAt}
              onSent={(sentAt) => setPending({ ...pending, sentAt })}
            />
            <ChangeEmail
              pending={pending}
              onChanged={(email) => {
                setPending({ ...pending, email, sentAt: Date.now() });
                // A reload must show the new address, not the one in the original navigation state.
                void navigate('.', { replace: true, state: { email, username: pending.username } });
              }}
            />
          </>
        ) : null}
      </div>
    </AuthShell>
  );
}
