// Reporting a business (anyone, signed in or not) and an owner's one review request. Reports are
// limited per client address and per business, so nobody can flood the queue or one business.

import { RECOMMEND_MSG } from '#shared/recommendations/recommend-rules.ts';
import type { Deps } from '../../context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { rateLimit, tooManyRequests } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { filePostReport, isReportablePost } from './post-moderation.service.ts';
import { fileNoteReport, findReportableNote } from './recommendation-moderation.service.ts';
import { fileReport, isPublicBusiness } from './reports.service.ts';
import { requestReview } from './review-request.service.ts';

/** docs/product.md §16: reports per client address, and per business (or post) from everyone together. */
export const REPORT_LIMITS = {
  perAddress: { window: 60 * 60, max: 10 },
  perBusiness: { window: 60 * 60, max: 30 },
} as const;

export function reportRoutes({ db, rateLimitStore }: Deps) {
  const perAddress = { use: [rateLimit(rateLimitStore, 'report', REPORT_LIMITS.perAddress)] };
  /** Reports of one business (or post) from everyone together. */
  const perTarget = async (key: string) => {
    const rule = REPORT_LIMITS.perBusiness;
    const { allowed, retryAfter } = await rateLimitStore.consume(key, rule);
    if (!allowed) throw tooManyRequests(retryAfter ?? rule.window);
  };
  return routes(
    [
      route(
        'POST /api/businesses/:id/reports',
        async (c, { params: { id: businessId }, body, user }) => {
          if (!(await isPublicBusiness(db, businessId))) throw notFound('Business not found.');
          await perTarget(`report-business:${businessId}`);
          await fileReport(db, businessId, body, user?.id ?? null);
          return c.json({ received: true as const }, 201);
        },
        perAddress,
      ),
      route(
        'POST /api/posts/:postId/reports',
        async (c, { params: { postId }, body, user }) => {
          if (!(await isReportablePost(db, postId))) throw notFound('Post not found.');
          await perTarget(`report-post:${postId}`);
          await filePostReport(db, postId, body, user?.id ?? null);
          return c.json({ received: true as const }, 201);
        },
        perAddress,
      ),
      route(
        'POST /api/recommendations/:recommendationId/reports',
        async (c, { params: { recommendationId: id }, body, user }) => {
          const note = await findReportableNote(db, id);
          if (!note) throw notFound('Note not found.');
          // Its writer edits or withdraws it instead; the business's owner may report it (ADR 027).
          if (user && note.userId === user.id) throw new ApiError(403, 'own_note', RECOMMEND_MSG.ownNote);
          await perTarget(`report-recommendation:${id}`);
          await fileNoteReport(db, id, body, user?.id ?? null);
          return c.json({ received: true as const }, 201);
        },
        perAddress,
      ),
      route('POST /api/businesses/:id/review-request', async (c, { business, body }) =>
        c.json(await requestReview(db, business.businessId, body.message), 201),
      ),
    ],
    { owner: ownerGuard(db) },
  );
}
