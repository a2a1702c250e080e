// States and regions change only by an operator (a launch or a pause): keep them in memory for a
// minute so the market's hot path does not look them up on every request. A launch or pause in
// this process takes effect at once (invalidateStateCaches); other processes within the minute.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions, states } from '../../db/schema/index.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

export const STATE_CACHE_MS = 60_000;

/** Bumped by every launch or pause: each cache of this process reloads on its next read. */
let generation = 0;
export function invalidateStateCaches() {
  generation += 1;
}

type StateRow = typeof states.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
interface Snapshot {
  bySlug: Map<string, StateRow>;
  regionsByState: Map<string, RegionRow[]>;
}

export function stateCache(db: Db) {
  // One snapshot, kept under the generation it was read in: after an invalidation the key changes,
  // so the next read loads again (also when the invalidation came during a read).
  const snapshots = memoryCache<Promise<Snapshot>>({ max: 1, ttlMs: STATE_CACHE_MS });
  const load = async (): Promise<Snapshot> => {
    const [stateRows, regionRows] = await Promise.all([
      db.select().from(states),
      db.select().from(regions).orderBy(asc(regions.position)),
    ]);
    const regionsByState = new Map<string, RegionRow[]>();
    for (const r of regionRows)
      regionsByState.set(r.stateSlug, [...(regionsByState.get(r.stateSlug) ?? []), r]);
    return { bySlug: new Map(stateRows.map((s) => [s.slug, s])), regionsByState };
  };
  const current = () => {
    const key = String(generation);
    const cached = snapshots.get(key);
    if (cached) return cached;
    const snapshot = load();
    snapshots.set(key, snapshot);
    // A failed read is not kept: the next read tries again.
    snapshot.catch(() => {
      if (snapshots.peek(key) === snapshot) snapshots.delete(key);
    });
    return snapshot;
  };
  return {
    async state(slug: string) {
      return (await current()).bySlug.get(slug);
    },
    async region(stateSlug: string, regionSlug: string) {
      return (await current()).regionsByState.get(stateSlug)?.find((r) => r.slug === regionSlug);
    },
    async list() {
      return [...(await current()).bySlug.values()];
    },
    async regions(stateSlug: string) {
      return (await current()).regionsByState.get(stateSlug) ?? [];
    },
  };
}
