import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../../api/get-session.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import { AuthShell } from './auth-shell.tsx';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/**
 * `/confirm-email/used`: a confirmation link opened again (from the email a second time, or on
 * another device). The address was confirmed the first time; the link signs in only once.
 */
export function ConfirmationUsedPage() {
  const i18n = useI18n();
  const { isSignedIn } = useSession();
  return (
    <AuthShell
      icon={<RoundIcon icon={MailCheck} />}
      title={i18n._('This link was already used')}
      lead={i18n._('Your email address is confirmed: there is nothing more to do.')}
      footer={
        isSignedIn
          ? null
          : withTags(i18n._('Forgot your password? <0>Get a login link by email</0>'), {
              0: (chunk) => (
                <Link to={paths.loginLink} className={linkClass}>
                  {chunk}
                </Link>
              ),
            })
      }
    >
      <p className="text-center text-ink-soft">
        {isSignedIn
          ? i18n._('You are logged in on this device.')
          : i18n._(
              'A confirmation link logs you in only the first time. Log in with your username or email and password.',
            )}
      </p>
      <Button asChild className="mt-6 w-full">
        {isSignedIn ? (
          <Link to={paths.profile}>{i18n._('Go to My Profile')}</Link>
        ) : (
          <Link to={paths.auth('login')}>{i18n._('Log In')}</Link>
        )}
      </Button>
    </AuthShell>
  );
}
