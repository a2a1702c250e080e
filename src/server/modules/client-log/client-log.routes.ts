// The 404 page reports the unknown path so broken links show up in the server log.
import type { Deps } from '../../context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';

/** The page, not what follows `?` or `#`: emailed links carry their tokens there. */
const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '');

export function clientLogRoutes({ rateLimitStore }: Deps) {
  return routes([
    route(
      'POST /api/client-log/not-found',
      (c, { body: { path, referrer } }) => {
        c.get('log').warn(
          { path: withoutQuery(path), referrer: referrer && withoutQuery(referrer) },
          'page not found',
        );
        return c.body(null, 204);
      },
      { use: [rateLimit(rateLimitStore, 'client-log', { window: 60, max: 30 })] },
    ),
  ]);
}
