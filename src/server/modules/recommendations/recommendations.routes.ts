// Recommendations through HTTP: the caller's own (read, make or edit, withdraw), limited per account
// and per client address; the page's public count and notes; the owner's one answer to a note.
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { type RateRule, rateLimit, tooManyRequests } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { findBusinessByUsername } from '../businesses/public-business.service.ts';
import { publicNotes, replyToNote } from './notes.service.ts';
import { myRecommendation, recommend, withdraw } from './recommend.service.ts';

/** Changes (making, editing, withdrawing) per account and per client address. */
export const RECOMMEND_LIMITS = {
  perAccount: { window: 60 * 60, max: 20 },
  perAddress: { window: 60 * 60, max: 40 },
} as const satisfies Record<string, RateRule>;

export function recommendationRoutes({ db, rateLimitStore }: Deps) {
  const perAddress = { use: [rateLimit(rateLimitStore, 'recommend', RECOMMEND_LIMITS.perAddress)] };
  const perAccount = async (userId: string) => {
    const rule = RECOMMEND_LIMITS.perAccount;
    const { allowed, retryAfter } = await rateLimitStore.consume(`recommend-user:${userId}`, rule);
    if (!allowed) throw tooManyRequests(retryAfter ?? rule.window);
  };
  return routes(
    [
      route('GET /api/businesses/:id/recommendation', async (c, { params, user }) => {
        c.header('Cache-Control', 'private, no-cache');
        return c.json(await myRecommendation(db, params.id, user.id));
      }),
      route(
        'PUT /api/businesses/:id/recommendation',
        async (c, { params, user, body }) => {
          await perAccount(user.id);
          return c.json(await recommend(db, params.id, user.id, body));
        },
        perAddress,
      ),
      route(
        'DELETE /api/businesses/:id/recommendation',
        async (c, { params, user }) => {
          await perAccount(user.id);
          return c.json(await withdraw(db, params.id, user.id));
        },
        perAddress,
      ),
      route(
        'PUT /api/businesses/:id/recommendations/:recommendationId/reply',
        async (c, { params, business, body }) =>
          c.json(await replyToNote(db, business.businessId, params.recommendationId, body.text)),
      ),
    ],
    { owner: ownerGuard(db) },
  );
}

/** The page's count and notes: only a published business's. */
export function publicRecommendationRoutes({ db }: Deps) {
  return routes([
    route('GET /api/businesses/by-username/:username/recommendations', async (c, { params, query }) => {
      const business = await findBusinessByUsername(db, params.username);
      if (!business?.isPublished) throw notFound('Business not found');
      const page = await publicNotes(db, business.businessId, query.cursor);
      // A shopper who just recommended or withdrew reloads this: revalidate rather than keep a minute.
      c.header('Cache-Control', 'public, no-cache');
      return c.json({ count: business.recommendationCount, ...page });
    }),
  ]);
}
