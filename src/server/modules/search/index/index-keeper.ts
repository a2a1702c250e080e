// Keeps the search index current. It is built on first use (or at start, main awaits `ready()`), and
// it hears every change on the ChangeFeed (src/server/changes/change.ts): a change naming businesses
// reads those businesses again and puts them in place; a bulk change, a change of states or a lost
// feed rebuilds in the background while the old index answers. A listener's promise resolves once
// its change is in the index, so the feed's settled() means the index is current (read your writes).
// Changes are applied one at a time in the order they came, so an older read never overwrites a newer.
import type { ChangeFeed } from '../../../changes/change.ts';
import type { Db } from '../../../db/client.ts';
import type { Logger } from '../../../lib/logger.ts';
import { loadAll, loadSome } from './index-load.ts';
import { SearchIndex } from './search-index.ts';
import { ZipTable } from './zip-table.ts';

/**
 * Edits leave their old slot dead and put the business in the tail (merged into every walk): past
 * 10,000 dead slots that are a quarter of all, or a tail of 10,000 that is a sixteenth of the live
 * businesses, it is rebuilt.
 */
const tooManyDead = (index: SearchIndex) =>
  (index.dead > 10_000 && index.dead > index.slots / 4) ||
  (index.tailLength > 10_000 && index.tailLength > index.live / 16);

/** How a build's time went: reading rows from the database, and indexing them here. */
export interface BuildTimes {
  readMs: number;
  indexMs: number;
  sealMs: number;
}

/** Builds an index from the database; `zips`: the ZIP codes read by an earlier build (they change only with the geography). */
export async function buildIndex(db: Db, times?: BuildTimes, zips?: ZipTable): Promise<SearchIndex> {
  let index: SearchIndex | null = zips ? new SearchIndex(zips) : null;
  let indexMs = 0;
  const started = performance.now();
  await loadAll(
    db,
    zips
      ? null
      : (rows) => {
          index = new SearchIndex(new ZipTable(rows));
        },
    (docs) => {
      const at = performance.now();
      for (const doc of docs) index?.add(doc, false);
      indexMs += performance.now() - at;
    },
  );
  const sealing = performance.now();
  const built = index as unknown as SearchIndex;
  built.seal();
  if (times) {
    times.sealMs = performance.now() - sealing;
    times.indexMs = indexMs;
    times.readMs = sealing - started - indexMs;
  }
  return built;
}

export interface IndexKeeper {
  /** The current index, built first if it never was. */
  ready(): Promise<SearchIndex>;
  /** Whether an index is built. */
  isReady(): boolean;
  /** Whether the first build is under way (/readyz answers 503 meanwhile). */
  isStarting(): boolean;
  /** Builds the index again from the database (the old one answers meanwhile). */
  rebuild(): Promise<void>;
  /**
   * Moves each time the index takes a change or a new build: answers computed from an index are kept
   * under it, so one computed just before a change is never served after the change is in.
   */
  generation(): number;
  /** Stops hearing changes. */
  close(): void;
}

export function indexKeeper(
  db: Db,
  feed?: ChangeFeed,
  logger?: Logger,
  /** An index built already (a benchmark's), kept current from now on. */
  built?: SearchIndex,
): IndexKeeper {
  let current: SearchIndex | null = built ?? null;
  let generation = 0;
  /** Businesses applied to the current index while a rebuild reads: applied again to the new one. */
  let pending: Set<string> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  // Rebuilds asked for are numbered; one loop runs them, each covering every ask before it started.
  let asked = 0;
  let done = 0;
  let running: Promise<void> | null = null;
  const waiting: { ticket: number; resolve: () => void; reject: (e: unknown) => void }[] = [];

  /** Whether the next build reads the ZIP codes again (a lost feed may have missed a geography load). */
  let readZips = false;

  async function loop() {
    while (done < asked) {
      const target = asked;
      const zips = readZips ? undefined : current?.zips;
      readZips = false;
      pending = new Set();
      const started = performance.now();
      try {
        const times: BuildTimes = { readMs: 0, indexMs: 0, sealMs: 0 };
        const next = await buildIndex(db, times, zips);
        await serial(async () => {
          const again = [...(pending ?? [])];
          pending = null;
          if (again.length) apply(next, again, await loadSome(db, again));
          current = next;
          generation++;
        });
        logger?.info(
          {
            businesses: next.live,
            words: next.words.wordCount,
            ms: Math.round(performance.now() - started),
            readMs: Math.round(times.readMs),
            indexMs: Math.round(times.indexMs),
            sealMs: Math.round(times.sealMs),
          },
          'search index built',
        );
        done = target;
        settle(null);
      } catch (error) {
        pending = null;
        done = target;
        logger?.error({ err: error }, 'search index build failed');
        settle(error);
      }
    }
    running = null;
  }

  function settle(error: unknown) {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const w = waiting[i];
      if (w.ticket > done) continue;
      waiting.splice(i, 1);
      if (error) w.reject(error);
      else w.resolve();
    }
  }

  function rebuild(): Promise<void> {
    const ticket = ++asked;
    const promise = new Promise<void>((resolve, reject) => waiting.push({ ticket, resolve, reject }));
    if (!running) running = loop();
    return promise;
  }

  async function ready(): Promise<SearchIndex> {
    while (!current) await rebuild();
    return current;
  }

  function apply(index: SearchIndex, ids: readonly string[], docs: Awaited<ReturnType<typeof loadSome>>) {
    for (const id of ids) index.removeId(id);
    for (const doc of docs) index.add(doc);
  }

  const unsubscribe = feed?.subscribe(async (change) => {
    if (change.kind === 'everything') readZips = true;
    if (change.kind !== 'businesses') return rebuild();
    const ids = [...new Set(change.businesses.map((b) => b.id))];
    // Not built yet: the build reads them (or, begun before, reads them again after: pending).
    if (!current) {
      for (const id of ids) pending?.add(id);
      return ready().then(() => undefined);
    }
    await serial(async () => {
      const index = current as SearchIndex;
      apply(index, ids, await loadSome(db, ids));
      generation++;
      for (const id of ids) pending?.add(id);
      if (tooManyDead(index)) void rebuild().catch(() => undefined);
    });
  });

  return {
    ready,
    isReady: () => current !== null,
    isStarting: () => current === null && running !== null,
    rebuild,
    generation: () => generation,
    close: () => unsubscribe?.(),
  };
}
