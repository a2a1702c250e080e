// GET /api/search and the nearest ZIP code to a point. Results are per visit (a random order among
// equals), so they are not cached by shared caches.
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { stateCache } from '../geography/state-cache.ts';
import { withNewPosts } from '../posts/public-posts.ts';
import { nearestZip } from './nearest-zip.service.ts';
import { searchService } from './search.service.ts';

export function searchRoutes({ db, metrics }: Deps) {
  const search = searchService(db, stateCache(db), undefined, metrics.countsLookup);
  return routes([
    route('GET /api/search', async (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      const found = await search(query);
      return c.json({ ...found, items: await withNewPosts(db, found.items) });
    }),
    route('GET /api/zips/nearest', async (c, { query: { lat, lng } }) => {
      const found = await nearestZip(db, Number(lat), Number(lng));
      if (!found) throw notFound('No ZIP code near there.');
      c.header('Cache-Control', 'no-store');
      return c.json(found);
    }),
  ]);
}
