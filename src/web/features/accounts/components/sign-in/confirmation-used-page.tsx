import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../../api/get-session.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { AuthShell } from './auth-shell.tsx';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/**
 * `/confirm-email/used`: a confirmation link opened again (from the email a second time, or on
 * another device). The address was confirmed the first time; the link signs in only once.
 */
export function ConfirmationUsedPage() {
  const { isSignedIn } = useSession();
  return (
    <AuthShell
      icon={<RoundIcon icon={MailCheck} />}
      title="This link was already used"
      lead="Your email address is confirmed: there is nothing more to do."
      footer={
        isSignedIn ? null : (
          <>
            Forgot your password?{' '}
            <Link to={paths.loginLink} className={linkClass}>
              Get a login link by email
            </Link>
          </>
        )
      }
    >
      <p className="text-center text-ink-soft">
        {isSignedIn
          ? 'You are logged in on this device.'
          : 'A confirmation link logs you in only the first time. Log in with your username or email and password.'}
      </p>
      <Button asChild className="mt-6 w-full">
        {isSignedIn ? (
          <Link to={paths.profile}>Go to My Profile</Link>
        ) : (
          <Link to={paths.auth('login')}>Log In</Link>
        )}
      </Button>
    </AuthShell>
  );
}
