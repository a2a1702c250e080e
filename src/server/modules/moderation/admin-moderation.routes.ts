// The console's moderation (docs/product.md §23): the queue, dismiss, hide and restore. Behind
// requireOperator (admin.routes.ts). Every action is idempotent: a retry changes nothing.
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { type RouteDef, route } from '../../lib/route.ts';
import { actorOf } from '../operators/require-operator.ts';
import { dismissReports, hideBusiness, restoreBusiness } from './moderation.service.ts';
import { moderationQueue } from './moderation-queue.service.ts';
import { dismissPostReports, hidePost, postModerationQueue, restorePost } from './post-moderation.service.ts';
import { isUuid } from './reports.service.ts';

const businessNotFound = () => notFound('Business not found.');
/** The business id of the path; anything that cannot be one is simply not found. */
const businessIdOf = (id: string) => {
  if (!isUuid(id)) throw businessNotFound();
  return id;
};
const postFound = <T>(result: T | null): T => {
  if (!result) throw notFound('Post not found.');
  return result;
};
const found = <T>(result: T | null): T => {
  if (!result) throw businessNotFound();
  return result;
};

/** Mounted by admin.routes.ts, which holds the operator guard. */
export function adminModerationRoutes(deps: Deps): RouteDef[] {
  const { db } = deps;
  return [
    route('GET /api/admin/reports', async (c, { query }) =>
      c.json({ items: await moderationQueue(db, query.status ?? 'open') }),
    ),
    route('POST /api/admin/businesses/:id/dismiss', async (c, { params, user }) =>
      c.json(found(await dismissReports(db, businessIdOf(params.id), actorOf(user)))),
    ),
    route('POST /api/admin/businesses/:id/hide', async (c, { params, body, user }) => {
      const id = businessIdOf(params.id);
      return c.json(found(await hideBusiness(deps, id, body, actorOf(user))));
    }),
    route('POST /api/admin/businesses/:id/restore', async (c, { params, user }) =>
      c.json(found(await restoreBusiness(deps, businessIdOf(params.id), actorOf(user)))),
    ),
    route('GET /api/admin/post-reports', async (c, { query }) =>
      c.json({ items: await postModerationQueue(db, query.status ?? 'open') }),
    ),
    route('POST /api/admin/posts/:id/dismiss', async (c, { params, user }) =>
      c.json(postFound(await dismissPostReports(db, params.id, actorOf(user)))),
    ),
    route('POST /api/admin/posts/:id/hide', async (c, { params, body, user }) =>
      c.json(postFound(await hidePost(db, params.id, body, actorOf(user)))),
    ),
    route('POST /api/admin/posts/:id/restore', async (c, { params, user }) =>
      c.json(postFound(await restorePost(db, params.id, actorOf(user)))),
    ),
  ];
}
