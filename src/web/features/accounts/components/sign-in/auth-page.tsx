import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../../../api/get-session.ts';
import { IntentNotice } from '../../../../components/intent-notice.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { parseAuthMode, paths, safeRedirect } from '../../../../config/paths.ts';
import { linkProblem, withoutLinkError } from '../../lib/link-problem.ts';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

const COPY = {
  login: { title: 'Log In', lead: 'Welcome back to Locals Market.' },
  signup: { title: 'Sign Up', lead: 'Join your neighbors on Locals Market — it’s free.' },
} as const;

const switchLink = 'font-semibold text-primary underline underline-offset-4';

/** `/auth?mode=login|signup` (docs/product.md §9.3): a session already open goes to /profile or `?redirect=`. */
export function AuthPage() {
  const [params] = useSearchParams();
  const mode = parseAuthMode(params.get('mode'));
  const rawRedirect = params.get('redirect');
  const problem = linkProblem(rawRedirect);
  const redirectTo = withoutLinkError(safeRedirect(rawRedirect));
  const keepRedirect = rawRedirect ? redirectTo : undefined;
  const { isSignedIn, error } = useSession();
  const reported = useRef(false);

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    toast.error('Error checking authentication status');
  }, [error]);

  if (isSignedIn) return <Navigate to={redirectTo} replace />;

  return (
    <AuthShell
      title={COPY[mode].title}
      lead={COPY[mode].lead}
      footer={
        mode === 'login' ? (
          <>
            New to Locals Market?{' '}
            <Link to={paths.auth('signup', keepRedirect)} className={switchLink}>
              Sign Up
            </Link>
          </>
        ) : (
          <>
            Already have an account?{' '}
            <Link to={paths.auth('login', keepRedirect)} className={switchLink}>
              Log In
            </Link>
          </>
        )
      }
    >
      {problem && mode === 'login' ? (
        <FormAlert tone="warning" className="mb-6">
          <p>
            {problem} Log in below, or{' '}
            <Link to={paths.loginLink} className={switchLink}>
              get a new login link
            </Link>
            .
          </p>
        </FormAlert>
      ) : null}
      {mode === 'login' ? <IntentNotice redirect={keepRedirect ?? null} /> : null}
      {mode === 'login' ? (
        <LoginForm key="login" action={paths.auth('login', keepRedirect)} />
      ) : (
        <SignupForm key="signup" action={paths.auth('signup', keepRedirect)} />
      )}
    </AuthShell>
  );
}
