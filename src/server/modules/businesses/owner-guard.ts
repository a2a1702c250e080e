// The guard of `auth: 'owner'` endpoints (lib/route.ts runs it after the input checks): the business
// named by `:id` must be the session's, and the handler is given it.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../lib/session.ts';
import { loadOwnedBusiness } from './owned-business.ts';

export const ownerGuard =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('business', await loadOwnedBusiness(db, c.req.param('id') ?? '', requireUser(c).id));
    await next();
  };
