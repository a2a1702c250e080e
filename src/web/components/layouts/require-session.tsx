import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../api/get-session.ts';
import { paths } from '../../config/paths.ts';
import { Spinner } from '../ui/spinner.tsx';

/**
 * Route guard for pages that need a session (docs/product.md §3.2): shows 'Checking authentication…' while the
 * session loads, sends visitors without one to /auth?mode=login&redirect=<here>, else renders <Outlet/>.
 */
export function RequireSession() {
  const { isSignedIn, isPending } = useSession();
  const location = useLocation();

  if (isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 text-lg text-ink-soft">
          <Spinner label="" className="text-primary" />
          Checking authentication…
        </p>
      </div>
    );
  }
  if (!isSignedIn) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth('login', here)} replace />;
  }
  return <Outlet />;
}
