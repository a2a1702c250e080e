// A signed-in user's favourites: list (cards, newest first), add, remove.
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../../context.ts';
import { businessProfiles as bp, favorites } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { cardColumns, toCard } from '../businesses/business-card.ts';

const idParam = z.object({ businessId: z.uuid('Unknown business.') });

export function favoriteRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get('/me/favorites', async (c) => {
      const user = requireUser(c);
      const rows = await db
        .select(cardColumns)
        .from(favorites)
        .innerJoin(bp, eq(bp.businessId, favorites.businessId))
        .where(and(eq(favorites.userId, user.id), eq(bp.isPublished, true)))
        .orderBy(desc(favorites.createdAt));
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ items: rows.map(toCard) });
    })
    .put('/me/favorites/:businessId', validate('param', idParam), async (c) => {
      const user = requireUser(c);
      const { businessId } = c.req.valid('param');
      const [business] = await db
        .select({ id: bp.businessId, isPublished: bp.isPublished, userId: bp.userId })
        .from(bp)
        .where(eq(bp.businessId, businessId))
        .limit(1);
      if (!business || (!business.isPublished && business.userId !== user.id))
        throw notFound('Business not found');
      await db.insert(favorites).values({ userId: user.id, businessId }).onConflictDoNothing();
      return c.json({ favorited: true });
    })
    .delete('/me/favorites/:businessId', validate('param', idParam), async (c) => {
      const user = requireUser(c);
      const { businessId } = c.req.valid('param');
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, user.id), eq(favorites.businessId, businessId)));
      return c.json({ favorited: false });
    });
}
