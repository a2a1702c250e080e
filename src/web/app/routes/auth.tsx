import { Navigate, useSearchParams } from 'react-router';
import { BrandMark } from '../../components/layouts/brand-mark.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { parseAuthMode, paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/use-session.ts';

const COPY = {
  login: {
    title: 'Log In',
    lead: 'Welcome back to Locals Market.',
    switchText: 'New to Locals Market?',
    switchLabel: 'Sign Up',
  },
  signup: {
    title: 'Sign Up',
    lead: 'Join your neighbors on Locals Market — it’s free.',
    switchText: 'Already have an account?',
    switchLabel: 'Log In',
  },
} as const;

/** `/auth?mode=login|signup` (spec §2). Signed-in visitors go to /profile. */
export function AuthPage() {
  const [params] = useSearchParams();
  const mode = parseAuthMode(params.get('mode'));
  const copy = COPY[mode];
  const redirect = params.get('redirect') ?? undefined;
  const { isSignedIn } = useSession();
  useDocumentTitle(copy.title);

  if (isSignedIn) return <Navigate to={paths.profile} replace />;

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-14 sm:py-20">
      <Card className="p-8 text-center sm:p-10">
        <BrandMark className="mx-auto size-12" />
        <h1 className="mt-5 text-4xl font-semibold text-ink">{copy.title}</h1>
        <p className="mt-3 text-ink-soft">{copy.lead}</p>
        <p className="mt-8 border-t border-line pt-6 text-sm text-ink-soft">
          {copy.switchText}{' '}
          <ButtonLink
            to={paths.auth(mode === 'login' ? 'signup' : 'login', redirect)}
            variant="link"
            className="text-sm"
          >
            {copy.switchLabel}
          </ButtonLink>
        </p>
      </Card>
    </div>
  );
}
