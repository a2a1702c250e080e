// Public lists: recent businesses (home) and a state's market pages. Cacheable for 5 minutes, but
// for a market's first page: a visit's own start point, one of those shared in the process for a
// while (first-pages.ts, docs/decisions/030 and 033).
import { tags } from '../../changes/change-tags.ts';
import type { Deps } from '../../context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { jsonWithEtag } from '../../lib/json-etag.ts';
import { route, routes } from '../../lib/route.ts';
import { stateCache } from '../geography/state-cache.ts';
import { firstPages } from './first-pages.ts';
import { marketQueries, recentBusinesses } from './market.service.ts';
import { decodeCursor, startCursor } from './market-cursor.ts';

export const PUBLIC_LIST_CACHE = 'public, max-age=300';

export function marketRoutes({ db, caches }: Deps) {
  const cache = stateCache(db, caches);
  const marketPage = marketQueries(db);
  const shared = firstPages<Awaited<ReturnType<typeof marketPage>>>({
    caches,
    name: 'market-first-pages',
    isWhole: (page) => page.nextCursor === null,
  });
  return routes([
    route('GET /api/businesses/recent', async (c) => {
      c.header('Cache-Control', PUBLIC_LIST_CACHE);
      return jsonWithEtag(c, { items: await recentBusinesses(db) });
    }),
    route('GET /api/market', async (c, { query: q }) => {
      const state = await cache.state(q.state);
      if (!state) throw notFound('State not found.');
      if (!state.isLive) throw new ApiError(404, 'state_not_live', `${state.name} isn't live yet.`);
      let regionName: string | undefined;
      if (q.region) {
        const region = await cache.region(state.slug, q.region);
        if (!region) throw notFound('Region not found.');
        regionName = region.name;
      }
      const place = { state: state.name, region: regionName };
      const key = JSON.stringify([state.name, regionName ?? null]);
      // A change to a business of this place drops its pages; a bulk change in the state, a region's.
      const shows = regionName
        ? [tags.place(state.name, regionName), tags.inState(state.name)]
        : [tags.place(state.name)];
      // The first page is the visit's start: it must not be shared by other caches (nor hashed for
      // an ETag no one can match); later pages are stable.
      if (!q.cursor) {
        c.header('Cache-Control', 'no-store');
        return c.json(
          await shared.first(key, shows, (start) => marketPage({ ...place, cursor: startCursor(start) })),
        );
      }
      const cursor = decodeCursor(q.cursor);
      if (!cursor)
        throw new ApiError(400, 'invalid_input', 'Invalid cursor.', {
          fields: { cursor: 'Invalid cursor.' },
        });
      c.header('Cache-Control', PUBLIC_LIST_CACHE);
      return jsonWithEtag(
        c,
        await shared.later(`${key}${q.cursor}`, shows, () => marketPage({ ...place, cursor })),
      );
    }),
  ]);
}
