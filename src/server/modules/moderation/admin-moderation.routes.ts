// The console's moderation (docs/product.md §23): the queue, dismiss, hide and restore. Behind
// requireOperator (admin.routes.ts). Every action is idempotent: a retry changes nothing.
import { Hono } from 'hono';
import { queueQuery } from '#shared/api/moderation.ts';
import { hideSchema } from '#shared/schemas/moderation.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
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

export function adminModerationRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/admin/reports', validate('query', queueQuery), async (c) =>
      c.json({ items: await moderationQueue(db, c.req.valid('query').status ?? 'open') }),
    )
    .post('/admin/businesses/:id/dismiss', async (c) =>
      c.json(found(await dismissReports(db, businessIdOf(c.req.param('id')), actorOf(c)))),
    )
    .post('/admin/businesses/:id/hide', validate('json', hideSchema), async (c) => {
      const id = businessIdOf(c.req.param('id'));
      return c.json(found(await hideBusiness(deps, id, c.req.valid('json'), actorOf(c))));
    })
    .post('/admin/businesses/:id/restore', async (c) =>
      c.json(found(await restoreBusiness(deps, businessIdOf(c.req.param('id')), actorOf(c)))),
    )
    .get('/admin/post-reports', validate('query', queueQuery), async (c) =>
      c.json({ items: await postModerationQueue(db, c.req.valid('query').status ?? 'open') }),
    )
    .post('/admin/posts/:id/dismiss', async (c) =>
      c.json(postFound(await dismissPostReports(db, c.req.param('id'), actorOf(c)))),
    )
    .post('/admin/posts/:id/hide', validate('json', hideSchema), async (c) =>
      c.json(postFound(await hidePost(db, c.req.param('id'), c.req.valid('json'), actorOf(c)))),
    )
    .post('/admin/posts/:id/restore', async (c) =>
      c.json(postFound(await restorePost(db, c.req.param('id'), actorOf(c)))),
    );
}
