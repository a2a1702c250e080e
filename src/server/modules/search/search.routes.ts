// GET /api/search and the nearest ZIP code to a point. Results are per visit (a random order among
// equals), so they are not cached by shared caches; first pages are shared in the process from a few
// start points at a time (first-pages.ts).

import type { ChangeFeed } from '../../changes/change.ts';
import { tags } from '../../changes/change-tags.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { stateCache } from '../geography/state-cache.ts';
import { firstPages, searchKey } from '../market/first-pages.ts';
import { type IndexKeeper, indexKeeper } from './index/index-keeper.ts';
import { nearestZip } from './nearest-zip.service.ts';
import { searchService } from './search.service.ts';

/**
 * The search index of the app's database, read through the public read pool (the routes get only
 * that one): one per app, so the routes and whoever starts the process share it. main awaits
 * `startSearchIndex(deps)` before listening; /readyz answers 503 while the first build runs.
 */
const keepers = new WeakMap<object, IndexKeeper>();
export function searchIndexOf(deps: Pick<Deps, 'readDb' | 'logger'> & { changes?: ChangeFeed }): IndexKeeper {
  let keeper = keepers.get(deps.readDb);
  if (!keeper) {
    keeper = indexKeeper(deps.readDb, deps.changes, deps.logger);
    keepers.set(deps.readDb, keeper);
  }
  return keeper;
}

/** Builds the search index (main awaits this before serving: a million businesses take about a minute). */
export async function startSearchIndex(deps: Pick<Deps, 'readDb' | 'logger'> & { changes?: ChangeFeed }) {
  await searchIndexOf(deps).ready();
}

export function searchRoutes(deps: Deps) {
  const { db, readDb, caches, changes } = deps;
  const keeper = searchIndexOf({ readDb, logger: deps.logger, changes });
  const search = searchService(readDb, stateCache(readDb, caches), undefined, keeper);
  const page = (query: Parameters<typeof search>[0], start?: number) => search(query, start);
  // Any business change drops them (ADR 034): one search may show any business.
  const shared = firstPages<Awaited<ReturnType<typeof page>>>({
    caches,
    name: 'search-first-pages',
    isWhole: (found) => found.nextCursor === null,
  });
  return routes([
    route('GET /api/search', async (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      // Under the index's generation: the registry drops these when a change is heard, and a page
      // computed from the index in the moment before the index took that change is never kept for later.
      const key = `${keeper.generation()}:${searchKey(query)}`;
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
