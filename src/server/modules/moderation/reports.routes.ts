// Reporting a business (anyone, signed in or not) and an owner's one review request. Reports are
// limited per client address and per business, so nobody can flood the queue or one business.
import { Hono } from 'hono';
import { reportSchema, reviewRequestSchema } from '#shared/schemas/moderation.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { rateLimit, tooManyRequests } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { filePostReport, isReportablePost } from './post-moderation.service.ts';
import { fileReport, isPublicBusiness } from './reports.service.ts';
import { requestReview } from './review-request.service.ts';

/** docs/product.md §16: reports per client address, and per business (or post) from everyone together. */
export const REPORT_LIMITS = {
  perAddress: { window: 60 * 60, max: 10 },
  perBusiness: { window: 60 * 60, max: 30 },
} as const;

export function reportRoutes({ db, rateLimitStore }: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/businesses/:id/reports',
      rateLimit(rateLimitStore, 'report', REPORT_LIMITS.perAddress),
      validate('json', reportSchema),
      async (c) => {
        const businessId = c.req.param('id');
        if (!(await isPublicBusiness(db, businessId))) throw notFound('Business not found.');
        const rule = REPORT_LIMITS.perBusiness;
        const { allowed, retryAfter } = await rateLimitStore.consume(`report-business:${businessId}`, rule);
        if (!allowed) {
          c.header('Retry-After', String(retryAfter));
          throw tooManyRequests(retryAfter ?? rule.window);
        }
        await fileReport(db, businessId, c.req.valid('json'), c.get('user')?.id ?? null);
        return c.json({ received: true as const }, 201);
      },
    )
    .post(
      '/posts/:postId/reports',
      rateLimit(rateLimitStore, 'report', REPORT_LIMITS.perAddress),
      validate('json', reportSchema),
      async (c) => {
        const postId = c.req.param('postId');
        if (!(await isReportablePost(db, postId))) throw notFound('Post not found.');
        const rule = REPORT_LIMITS.perBusiness;
        const { allowed, retryAfter } = await rateLimitStore.consume(`report-post:${postId}`, rule);
        if (!allowed) {
          c.header('Retry-After', String(retryAfter));
          throw tooManyRequests(retryAfter ?? rule.window);
        }
        await filePostReport(db, postId, c.req.valid('json'), c.get('user')?.id ?? null);
        return c.json({ received: true as const }, 201);
      },
    )
    .post('/businesses/:id/review-request', validate('json', reviewRequestSchema), async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      return c.json(await requestReview(db, row.businessId, c.req.valid('json').message), 201);
    });
}
