import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useLocation } from 'react-router';
import { loadSession, useSession } from '../../api/get-session.ts';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { drawsOnServer, routeData } from '../../lib/route-context.ts';
import { Spinner } from '../ui/spinner.tsx';

/**
 * Route guard for pages that need a session (docs/product.md §3.2): shows 'Checking authentication…' while the
 * session loads, sends visitors without one to /auth?mode=login&redirect=<here>, else renders <Outlet/>.
 */
export function RequireSession() {
  const i18n = useI18n();
  const { isSignedIn, isPending } = useSession();
  const location = useLocation();

  if (isPending) {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 text-lg text-ink-soft">
          <Spinner label="" className="text-primary" />
          {i18n._('Checking authentication…')}
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

/**
 * On the server, a page that needs a session is answered for a visitor without one by an HTTP
 * redirect to log in and back (docs/decisions/036), never by a page the script would send away.
 */
export async function requireSessionLoader({ context, request }: LoaderFunctionArgs) {
  if (!drawsOnServer(context)) return null;
  const { client, transport } = routeData(context);
  if (await loadSession(client, transport)) return null;
  const url = new URL(request.url);
  return redirect(paths.auth('login', `${url.pathname}${url.search}`));
}
