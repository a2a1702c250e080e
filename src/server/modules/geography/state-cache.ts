// States and regions change only by an operator (a launch or a pause): keep them in memory for a
// minute so the market's hot path does not look them up on every request. A launch or pause in
// this process takes effect at once (invalidateStateCaches); other processes within the minute.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions, states } from '../../db/schema/index.ts';

export const STATE_CACHE_MS = 60_000;

/** Bumped by every launch or pause: each cache of this process reloads on its next read. */
let generation = 0;
export function invalidateStateCaches() {
  generation += 1;
}

type StateRow = typeof states.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
interface Snapshot {
  at: number;
  generation: number;
  bySlug: Map<string, StateRow>;
  regionsByState: Map<string, RegionRow[]>;
}

export function stateCache(db: Db) {
  let snapshot: Promise<Snapshot> | undefined;
  const load = async (): Promise<Snapshot> => {
    // The generation the rows are read under: an invalidation during the read reloads again.
    const loadedFor = generation;
    const [stateRows, regionRows] = await Promise.all([
      db.select().from(states),
      db.select().from(regions).orderBy(asc(regions.position)),
    ]);
    const regionsByState = new Map<string, RegionRow[]>();
    for (const r of regionRows)
      regionsByState.set(r.stateSlug, [...(regionsByState.get(r.stateSlug) ?? []), r]);
    return {
      at: Date.now(),
      generation: loadedFor,
      bySlug: new Map(stateRows.map((s) => [s.slug, s])),
      regionsByState,
    };
  };
  const current = async () => {
    const snap = snapshot ? await snapshot.catch(() => undefined) : undefined;
    if (!snap || snap.generation !== generation || Date.now() - snap.at > STATE_CACHE_MS) {
      snapshot = load();
      return snapshot;
    }
    return snap;
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
