import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../../../api/get-session.ts';
import { IntentNotice } from '../../../../components/intent-notice.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { parseAuthMode, paths, safeRedirect } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import { linkProblem, withoutLinkError } from '../../lib/link-problem.ts';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

const COPY = {
  login: { title: /*i18n*/ 'Log In', lead: /*i18n*/ 'Welcome back to Locals Market.' },
  signup: { title: /*i18n*/ 'Sign Up', lead: /*i18n*/ 'Join your neighbors on Locals Market — it’s free.' },
} as const;

const switchLink = 'font-semibold text-primary underline underline-offset-4';

/** `/auth?mode=login|signup` (docs/product.md §9.3): a session already open goes to /profile or `?redirect=`. */
export function AuthPage() {
  const i18n = useI18n();
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
    toast.error(i18n._('Error checking authentication status'));
  }, [error, i18n]);

  if (isSignedIn) return <Navigate to={redirectTo} replace />;

  return (
    <AuthShell
      title={i18n._(COPY[mode].title)}
      lead={i18n._(COPY[mode].lead)}
      footer={
        mode === 'login'
          ? withTags(i18n._('New to Locals Market? <0>Sign Up</0>'), {
              0: (chunk) => (
                <Link to={paths.auth('signup', keepRedirect)} className={switchLink}>
                  {chunk}
                </Link>
              ),
            })
          : withTags(i18n._('Already have an account? <0>Log In</0>'), {
              0: (chunk) => (
                <Link to={paths.auth('login', keepRedirect)} className={switchLink}>
                  {chunk}
                </Link>
              ),
            })
      }
    >
      {problem && mode === 'login' ? (
        <FormAlert tone="warning" className="mb-6">
          <p>
            {i18n._(problem)}{' '}
            {withTags(i18n._('Log in below, or <0>get a new login link</0>.'), {
              0: (chunk) => (
                <Link to={paths.loginLink} className={switchLink}>
                  {chunk}
                </Link>
              ),
            })}
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
