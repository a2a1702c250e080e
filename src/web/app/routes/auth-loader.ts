// `/auth` opened with a session already open: the server answers with a redirect to where the
// page would go (`?redirect=` or /profile), not a sign-in form the script would replace
// (docs/decisions/036-server-html-is-final.md). In the browser the page's own check does it.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loadSession } from '../../api/get-session.ts';
import { safeRedirect } from '../../config/paths.ts';
import { withoutLinkError } from '../../features/accounts/lib/link-problem.ts';
import { drawsOnServer, routeData } from '../../lib/route-context.ts';

export async function authLoader({ context, request }: LoaderFunctionArgs) {
  if (!drawsOnServer(context)) return null;
  const { client, transport } = routeData(context);
  if (!(await loadSession(client, transport))) return null;
  const target = new URL(request.url).searchParams.get('redirect');
  return redirect(withoutLinkError(safeRedirect(target)));
}
