// GET /api/search and the nearest ZIP code to a point. Results are per visit (a random order among
// equals), so they are not cached by shared caches.
import { Hono } from 'hono';
import { searchEndpoints } from '#shared/api/search.ts';
import { searchQuerySchema } from '#shared/search/search-query.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { stateCache } from '../geography/state-cache.ts';
import { withNewPosts } from '../posts/posts.service.ts';
import { nearestZip } from './nearest-zip.service.ts';
import { searchService } from './search.service.ts';

const nearestQuery = searchEndpoints[1].query;

export function searchRoutes({ db, metrics }: Deps) {
  const search = searchService(db, stateCache(db), undefined, metrics.countsLookup);
  return new Hono<AppEnv>()
    .get('/search', validate('query', searchQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const found = await search(c.req.valid('query'));
      return c.json({ ...found, items: await withNewPosts(db, found.items) });
    })
    .get('/zips/nearest', validate('query', nearestQuery), async (c) => {
      const { lat, lng } = c.req.valid('query');
      const found = await nearestZip(db, Number(lat), Number(lng));
      if (!found) throw notFound('No ZIP code near there.');
      c.header('Cache-Control', 'no-store');
      return c.json(found);
    });
}
