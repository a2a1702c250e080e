// A signed-in user's favourites: list (cards, newest first), add, remove.
import type { Deps } from '../../context.ts';
import { route, routes } from '../../lib/route.ts';
import { addFavorite, favoriteCardsOf, removeFavorite } from './favorites.service.ts';

export function favoriteRoutes({ db }: Deps) {
  return routes([
    route('GET /api/me/favorites', async (c, { user }) => {
      const items = await favoriteCardsOf(db, user.id);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ items });
    }),
    route('PUT /api/me/favorites/:businessId', async (c, { params, user }) => {
      await addFavorite(db, user.id, params.businessId);
      return c.json({ favorited: true as const });
    }),
    route('DELETE /api/me/favorites/:businessId', async (c, { params, user }) => {
      await removeFavorite(db, user.id, params.businessId);
      return c.json({ favorited: false as const });
    }),
  ]);
}
