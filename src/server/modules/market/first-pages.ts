// The first page of a search is the same for everyone who asks it from the same start point, so a
// visit's start is drawn from a few that change over time (docs/decisions/030): a visitor still
// sees a random order, and a popular search is read from the database a few times a minute instead
// of on every visit. Pages live in the cache registry (changes/caches.ts) under the tags the caller
// gives (a market's place; 'search'), so a change heard from any process drops them (ADR 034); a start
// point lasts a minute. A search is read by one query at a time: while one runs, visits are given a
// page already held, so a burst of visits never starts one costly query per start point at once.
import type { CacheRegistry, Tags } from '../../changes/caches.ts';
import { SHUFFLE_KEY_MAX } from './market-cursor.ts';

/** Start points in use at any moment. */
export const STARTS = 16;
/** How long each start point lasts; they are replaced in turn, one every LIFETIME / STARTS. */
export const START_LIFETIME_MS = 60_000;
/** Searches held, and later pages held. */
const MAX_SEARCHES = 1_000;
const MAX_LATER_PAGES = 2_000;
/** How long a search not asked again is remembered (its pages expire with their start points). */
const SEARCH_IDLE_MS = 10 * START_LIFETIME_MS;

export interface FirstPagesOptions<T> {
  caches: CacheRegistry;
  /** The cache's name in the registry and on /metrics (first and later pages alike). */
  name: string;
  /** A page that holds every match: the same set from any start, so kept for every start point. */
  isWhole?: (page: T) => boolean;
  now?: () => number;
  random?: () => number;
}

interface Held<T> {
  /** The start point's period the page was read in (a page of an ended period is not used). */
  period: number;
  page: Promise<T>;
}

interface Search<T> {
  /** By slot. */
  pages: Map<number, Held<T>>;
  /** A page holding every match, read at `at`. */
  whole: { at: number; page: Promise<T> } | null;
  reading: Promise<T> | null;
}

export function firstPages<T>({
  caches,
  name,
  isWhole = () => false,
  now = Date.now,
  random = Math.random,
}: FirstPagesOptions<T>) {
  // A search's pages are held in one entry, dropped together; a visit is a hit when it is answered
  // without a read of its own (a page held or being read).
  const searches = caches.cache<Search<T>>({ name, max: MAX_SEARCHES, ttlMs: SEARCH_IDLE_MS });
  const later = caches.cache<Promise<T>>({ name, max: MAX_LATER_PAGES, ttlMs: START_LIFETIME_MS });
  const starts = Array.from({ length: STARTS }, () => ({ period: -1, start: 0 }));

  /** Slot `slot`'s start point now: slots turn over at staggered times, never all at once. */
  const startOf = (slot: number) => {
    const period = Math.floor((now() + (slot * START_LIFETIME_MS) / STARTS) / START_LIFETIME_MS);
    const held = starts[slot];
    if (held.period !== period) {
      held.period = period;
      held.start = Math.floor(random() * SHUFFLE_KEY_MAX);
    }
    return held;
  };
  const live = (slot: number, held: Held<T> | undefined) => held && held.period === startOf(slot).period;
  const answered = (page: Promise<T>) => {
    searches.count(true);
    return page;
  };

  return {
    /**
     * The first page of the search `key` from one of the current start points; a page holding every
     * match is then kept for all of them (its order is that of the start it was read from).
     */
    first(key: string, tags: Tags, read: (start: number) => Promise<T>): Promise<T> {
      let search = searches.find(key);
      if (!search) {
        search = { pages: new Map(), whole: null, reading: null };
        searches.set(key, tags, search);
      }
      if (search.whole && now() - search.whole.at < START_LIFETIME_MS) return answered(search.whole.page);
      const slot = Math.floor(random() * STARTS);
      const mine = search.pages.get(slot);
      if (live(slot, mine) && mine?.page !== search.reading) return answered((mine as Held<T>).page);
      if (search.reading) {
        for (const [other, held] of search.pages)
          if (live(other, held) && held.page !== search.reading) return answered(held.page);
        return answered(search.reading);
      }
      searches.count(false);
      const { period, start } = startOf(slot);
      const page = read(start);
      const reading = search;
      reading.reading = page;
      reading.pages.set(slot, { period, page });
      page.then(
        (value) => {
          if (reading.reading === page) reading.reading = null;
          if (isWhole(value) && reading.pages.get(slot)?.page === page) reading.whole = { at: now(), page };
        },
        () => {
          if (reading.reading === page) reading.reading = null;
          // A failed read is not kept.
          if (reading.pages.get(slot)?.page === page) reading.pages.delete(slot);
        },
      );
      return page;
    },

    /** A later page: its cursor fixes its start, so the same for everyone following that start. */
    later(key: string, tags: Tags, read: () => Promise<T>): Promise<T> {
      return later.remember(key, tags, read);
    },
  };
}

/** One key per search whatever the order of its parameters. */
export function searchKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .filter((k) => query[k] !== undefined)
      .sort()
      .map((k) => [k, query[k]]),
  );
}
