// Everything under /api/admin (the operator console, docs/product.md §23): every endpoint is declared
// `auth: 'operator'`, so the route helper puts the operator guard in front of it: anyone who is not
// an operator is answered 404, before any validation runs.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { listAudit } from '../audit/audit.service.ts';
import { adminStateRoutes } from '../launches/admin-states.routes.ts';
import { adminModerationRoutes } from '../moderation/admin-moderation.routes.ts';
import { adminRecommendationRoutes } from '../moderation/admin-recommendation.routes.ts';
import { actorOf, requireOperator } from './require-operator.ts';

export function adminRoutes(deps: Deps) {
  const guard = requireOperator(deps.db, deps.env.ADMIN_EMAILS);
  const operatorOnly: MiddlewareHandler<AppEnv> = (c, next) =>
    guard(c, async () => {
      await next();
      // Operator data is never stored by a browser or a proxy.
      c.header('Cache-Control', 'private, no-store');
    });
  return routes(
    [
      route('GET /api/admin/me', (c, { user }) => c.json({ email: actorOf(user).label })),
      ...adminStateRoutes(deps),
      ...adminModerationRoutes(deps),
      ...adminRecommendationRoutes(deps),
      route('GET /api/admin/audit', async (c, { query }) => {
        const page = await listAudit(deps.db, query);
        if (!page)
          throw new ApiError(400, 'invalid_input', 'Invalid cursor.', {
            fields: { cursor: 'Invalid cursor.' },
          });
        return c.json(page);
      }),
    ],
    { operator: operatorOnly },
  );
}
