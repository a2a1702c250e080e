// Public lists: recent businesses (home) and a state's market pages. Cacheable for 5 minutes.
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { marketQuery } from '#shared/api/market.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { stateCache } from '../geography/state-cache.ts';
import { withNewPosts } from '../posts/posts.service.ts';
import { marketQueries, recentBusinesses } from './market.service.ts';
import { decodeCursor, startCursor } from './market-cursor.ts';

export const PUBLIC_LIST_CACHE = 'public, max-age=300';

export function marketRoutes({ db }: Deps) {
  const cache = stateCache(db);
  const marketPage = marketQueries(db);
  return new Hono<AppEnv>()
    .use('/businesses/recent', etag())
    .use('/market', etag())
    .get('/businesses/recent', async (c) => {
      c.header('Cache-Control', PUBLIC_LIST_CACHE);
      return c.json({ items: await recentBusinesses(db) });
    })
    .get('/market', validate('query', marketQuery), async (c) => {
      const q = c.req.valid('query');
      const state = await cache.state(q.state);
      if (!state) throw notFound('State not found.');
      if (!state.isLive) throw new ApiError(404, 'state_not_live', `${state.name} isn't live yet.`);
      let regionName: string | undefined;
      if (q.region) {
        const region = await cache.region(state.slug, q.region);
        if (!region) throw notFound('Region not found.');
        regionName = region.name;
      }
      const cursor = q.cursor ? decodeCursor(q.cursor) : startCursor();
      if (!cursor)
        throw new ApiError(400, 'invalid_input', 'Invalid cursor.', {
          fields: { cursor: 'Invalid cursor.' },
        });
      const page = await marketPage({ state: state.name, region: regionName, cursor });
      // The first page is a random start: it must not be shared by caches; later pages are stable.
      c.header('Cache-Control', q.cursor ? PUBLIC_LIST_CACHE : 'no-store');
      return c.json({ ...page, items: await withNewPosts(db, page.items) });
    });
}
