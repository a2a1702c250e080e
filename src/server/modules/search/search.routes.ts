// GET /api/search and the nearest ZIP code to a point. Results are per visit (a random order among
// equals), so they are not cached by shared caches; first pages are shared in the process from a few
// start points at a time (first-pages.ts).
import { tags } from '../../changes/change-tags.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { stateCache } from '../geography/state-cache.ts';
import { firstPages, searchKey } from '../market/first-pages.ts';
import { withNewPosts } from '../posts/public-posts.ts';
import { nearestZip } from './nearest-zip.service.ts';
import { searchService } from './search.service.ts';

export function searchRoutes({ db, metrics, caches }: Deps) {
  const search = searchService(db, stateCache(db, caches), undefined, metrics.countsLookup);
  const page = async (query: Parameters<typeof search>[0], start?: number) => {
    const found = await search(query, start);
    return { ...found, items: await withNewPosts(db, found.items) };
  };
  // Any business change drops them (ADR 034): one search may show any business.
  const shared = firstPages<Awaited<ReturnType<typeof page>>>({
    caches,
    name: 'search-first-pages',
    isWhole: (found) => found.nextCursor === null,
  });
  return routes([
    route('GET /api/search', async (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      const key = searchKey(query);
      if (query.cursor) return c.json(await shared.later(key, [tags.search], () => page(query)));
      return c.json(await shared.first(key, [tags.search], (start) => page(query, start)));
    }),
    route('GET /api/zips/nearest', async (c, { query: { lat, lng } }) => {
      const found = await nearestZip(db, Number(lat), Number(lng));
      if (!found) throw notFound('No ZIP code near there.');
      c.header('Cache-Control', 'no-store');
      return c.json(found);
    }),
  ]);
}
