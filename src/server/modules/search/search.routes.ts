// GET /api/search and the nearest ZIP code to a point. Results are per visit (a random order among
// equals), so they are not cached by shared caches; first pages are shared in the process from a few
// start points at a time (first-pages.ts).
import type { ChangeFeed } from '../../changes/change.ts';
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

/** Up to this many businesses a rebuild is awaited (a second or so); above, it runs in the background. */
const AWAIT_REBUILD_MAX = 50_000;

export function searchRoutes(deps: Deps) {
  const { db, readDb, metrics, dataVersion } = deps;
  const changes = (deps as Deps & { changes?: ChangeFeed }).changes;
  const keeper = searchIndexOf({ readDb, logger: deps.logger, changes });
  const search = searchService(readDb, stateCache(readDb), undefined, metrics.countsLookup, keeper);
  // Until the change feed is in Deps (issue 43, item 2), a change this process made rebuilds the
  // index: awaited on a small marketplace (tests, the demo), so a write shows at once; in the
  // background on a large one, where a rebuild takes minutes.
  let seen = dataVersion();
  const current = async () => {
    if (changes || dataVersion() === seen) return;
    seen = dataVersion();
    const rebuilt = keeper.rebuild();
    if ((await keeper.ready()).live <= AWAIT_REBUILD_MAX) await rebuilt;
    else rebuilt.catch(() => undefined);
  };
  const page = async (query: Parameters<typeof search>[0], start?: number) => {
    await current();
    return search(query, start);
  };
  const shared = firstPages<Awaited<ReturnType<typeof page>>>({
    dataVersion,
    isWhole: (found) => found.nextCursor === null,
    onLookup: metrics.firstPageLookup,
  });
  return routes([
    route('GET /api/search', async (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      const key = searchKey(query);
      if (query.cursor) return c.json(await shared.later(key, () => page(query)));
      return c.json(await shared.first(key, (start) => page(query, start)));
    }),
    route('GET /api/zips/nearest', async (c, { query: { lat, lng } }) => {
      const found = await nearestZip(db, Number(lat), Number(lng));
      if (!found) throw notFound('No ZIP code near there.');
      c.header('Cache-Control', 'no-store');
      return c.json(found);
    }),
  ]);
}
