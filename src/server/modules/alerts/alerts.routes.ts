// Alerts about new businesses (docs/decisions/025-new-business-alerts.md). Asking is open to anyone
// (an address confirms by email first) and rate limited per address like the waitlist; the
// confirmation link is a GET a person lands on from the email; the unsubscribe is RFC 8058's POST,
// which carries no cookie or Origin (app.ts lets it through).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { openDigestToken } from '../updates/digest-token.ts';
import { confirmAlert, createAlert, deleteAlert, myAlerts, unsubscribeAlerts } from './alerts.service.ts';

export const ALERT_CONFIRMED_PAGE = '/alerts/confirmed';
const INVALID = 'This link is not valid. Use the link from your most recent email.';

export function alertsRoutes(deps: Deps) {
  const { db, authSecret, rateLimitStore } = deps;
  // The signed-out form mails an address, so it is limited like the waitlist; a signed-in person's
  // alerts are capped by MAX_ALERTS instead.
  const signedOutLimit = rateLimit(rateLimitStore, 'alerts', { window: 60 * 60, max: 10 });
  const askLimit: MiddlewareHandler<AppEnv> = (c, next) => (c.get('user') ? next() : signedOutLimit(c, next));
  return routes([
    route(
      'POST /api/alerts',
      async (c, { user, body }) => c.json(await createAlert(deps, user?.id ?? null, body), 201),
      { use: [askLimit] },
    ),
    route(
      'GET /api/alerts/confirm',
      async (c, { query }) => {
        const subject = openDigestToken(authSecret, query.token);
        const ok = subject?.startsWith('c:') ? await confirmAlert(db, subject.slice(2)) : false;
        c.header('Cache-Control', 'no-store');
        return c.body(null, 302, {
          Location: ok ? ALERT_CONFIRMED_PAGE : `${ALERT_CONFIRMED_PAGE}?invalid=1`,
        });
      },
      { use: [rateLimit(rateLimitStore, 'alert-confirm', { window: 60, max: 30 })] },
    ),
    route(
      'POST /api/alerts/unsubscribe',
      async (c, { query }) => {
        const subject = openDigestToken(authSecret, query.token);
        if (!subject || !(await unsubscribeAlerts(db, subject)))
          throw new ApiError(400, 'invalid_token', INVALID);
        return c.json({ unsubscribed: true as const });
      },
      { use: [rateLimit(rateLimitStore, 'unsubscribe', { window: 60, max: 30 })] },
    ),
    route('GET /api/me/alerts', async (c, { user }) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await myAlerts(db, user.id));
    }),
    route('DELETE /api/me/alerts/:id', async (c, { user, params }) => {
      await deleteAlert(db, user.id, params.id);
      return c.body(null, 204);
    }),
  ]);
}
