// States and regions change only by an operator (a launch or a pause): keep them in memory so the
// market's hot path does not look them up on every request. They are a cache of the registry tagged
// 'states' (changes/caches.ts): a launch or a pause, in this process or another, is heard on the
// change signal and drops them (ADR 034); ten minutes at most in any case.
import { asc } from 'drizzle-orm';
import type { CacheRegistry } from '../../changes/caches.ts';
import { tags } from '../../changes/change-tags.ts';
import type { Db } from '../../db/client.ts';
import { regions, states } from '../../db/schema/index.ts';

export const STATE_CACHE_MS = 10 * 60_000;

type StateRow = typeof states.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
interface Snapshot {
  bySlug: Map<string, StateRow>;
  regionsByState: Map<string, RegionRow[]>;
}

export function stateCache(db: Db, caches: CacheRegistry) {
  const snapshots = caches.cache<Promise<Snapshot>>({ name: 'states', max: 1, ttlMs: STATE_CACHE_MS });
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
  const current = () => snapshots.remember('all', [tags.states], load);
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
