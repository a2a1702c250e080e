// A signed-in user's favourites: list (cards, newest first), add, remove.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../../context.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { addFavorite, favoriteCardsOf, removeFavorite } from './favorites.service.ts';

const idParam = z.object({ businessId: z.uuid('Unknown business.') });

export function favoriteRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get('/me/favorites', async (c) => {
      const user = requireUser(c);
      const items = await favoriteCardsOf(db, user.id);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ items });
    })
    .put('/me/favorites/:businessId', validate('param', idParam), async (c) => {
      const user = requireUser(c);
      await addFavorite(db, user.id, c.req.valid('param').businessId);
      return c.json({ favorited: true });
    })
    .delete('/me/favorites/:businessId', validate('param', idParam), async (c) => {
      const user = requireUser(c);
      await removeFavorite(db, user.id, c.req.valid('param').businessId);
      return c.json({ favorited: false });
    });
}
