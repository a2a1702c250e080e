// The console's recommendations tab: held bursts, reported notes and hidden ones; approve, hide,
// restore, dismiss. Mounted by admin.routes.ts behind the operator guard.
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { type RouteDef, route } from '../../lib/route.ts';
import { actorOf } from '../operators/require-operator.ts';
import {
  approveRecommendation,
  dismissNoteReports,
  hideRecommendation,
  recommendationQueue,
  restoreRecommendation,
} from './recommendation-moderation.service.ts';

const found = <T>(result: T | null): T => {
  if (!result) throw notFound('Recommendation not found.');
  return result;
};

export function adminRecommendationRoutes({ db }: Deps): RouteDef[] {
  return [
    route('GET /api/admin/recommendations', async (c, { query }) =>
      c.json({ items: await recommendationQueue(db, query.status ?? 'held') }),
    ),
    route('POST /api/admin/recommendations/:id/approve', async (c, { params, user }) =>
      c.json(found(await approveRecommendation(db, params.id, actorOf(user)))),
    ),
    route('POST /api/admin/recommendations/:id/hide', async (c, { params, body, user }) =>
      c.json(found(await hideRecommendation(db, params.id, body, actorOf(user)))),
    ),
    route('POST /api/admin/recommendations/:id/restore', async (c, { params, user }) =>
      c.json(found(await restoreRecommendation(db, params.id, actorOf(user)))),
    ),
    route('POST /api/admin/recommendations/:id/dismiss', async (c, { params, user }) =>
      c.json(found(await dismissNoteReports(db, params.id, actorOf(user)))),
    ),
  ];
}
