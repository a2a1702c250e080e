// Everything under /api/admin (the operator console, docs/product.md §23): one guard in front of
// all of it answers 404 to anyone who is not an operator, before any validation runs.
import { Hono } from 'hono';
import { auditQuery } from '#shared/schemas/moderation.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { listAudit } from '../audit/audit.service.ts';
import { adminStateRoutes } from '../launches/admin-states.routes.ts';
import { adminModerationRoutes } from '../moderation/admin-moderation.routes.ts';
import { actorOf, requireOperator } from './require-operator.ts';

export function adminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('/admin/*', requireOperator(deps.db))
    .use('/admin/*', async (c, next) => {
      await next();
      // Operator data is never stored by a browser or a proxy.
      c.header('Cache-Control', 'private, no-store');
    })
    .get('/admin/me', (c) => c.json({ email: actorOf(c).label }))
    .route('/', adminStateRoutes(deps))
    .route('/', adminModerationRoutes(deps))
    .get('/admin/audit', validate('query', auditQuery), async (c) => {
      const page = await listAudit(deps.db, c.req.valid('query'));
      if (!page)
        throw new ApiError(400, 'invalid_input', 'Invalid cursor.', {
          fields: { cursor: 'Invalid cursor.' },
        });
      return c.json(page);
    });
}
