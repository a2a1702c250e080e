// The first page of a search is the same for everyone who asks it from the same start point, so a
// visit's start is drawn from a few that change over time (docs/decisions/030): a visitor still
// sees a random order, and a popular search is read from the database a few times a minute instead
// of on every visit. Pages are dropped at once when the process changes data a visitor may see
// (data-changes.ts), and after a minute in any case: that minute is how long another process's
// write can take to show (the counts beside the page are kept as long: counts-cache.ts).
import { memoryCache } from '../../lib/memory-cache.ts';
import { SHUFFLE_KEY_MAX } from '../market/market-cursor.ts';

/** Start points in use at any moment. */
export const STARTS = 16;
/** How long each start point lasts; they are replaced in turn, one every LIFETIME / STARTS. */
export const START_LIFETIME_MS = 60_000;
const MAX_PAGES = 2_000;

export interface FirstPagesOptions<T> {
  /** Moves when data changes (Deps.dataVersion). */
  dataVersion: () => number;
  /** A page that holds every match: the same set from any start, so kept for every start point. */
  isWhole?: (page: T) => boolean;
  now?: () => number;
  random?: () => number;
  onLookup?: (hit: boolean) => void;
}

export function firstPages<T>({
  dataVersion,
  isWhole = () => false,
  now = Date.now,
  random = Math.random,
  onLookup,
}: FirstPagesOptions<T>) {
  const pages = memoryCache<Promise<T>>({ max: MAX_PAGES, ttlMs: START_LIFETIME_MS, now });
  const starts = Array.from({ length: STARTS }, () => ({ period: -1, start: 0 }));
  let version = dataVersion();

  /** Slot `slot`'s start point now: slots turn over at staggered times, never all at once. */
  const startOf = (slot: number) => {
    const period = Math.floor((now() + (slot * START_LIFETIME_MS) / STARTS) / START_LIFETIME_MS);
    const held = starts[slot];
    if (held.period !== period) {
      held.period = period;
      held.start = Math.floor(random() * SHUFFLE_KEY_MAX);
    }
    return { key: `${slot}.${period}`, start: held.start };
  };

  /** What `key` holds now, else `read()` kept under it (a failed read is not kept). */
  const held = (key: string, read: () => Promise<T>, keep: (page: T) => void = () => {}) => {
    const current = dataVersion();
    if (current !== version) {
      pages.clear();
      version = current;
    }
    const found = pages.get(key);
    onLookup?.(found !== undefined);
    if (found) return found;
    const page = read();
    pages.set(key, page);
    page.then(
      (value) => {
        if (pages.peek(key) === page) keep(value);
      },
      () => {
        // Unless a newer one took its place meanwhile.
        if (pages.peek(key) === page) pages.delete(key);
      },
    );
    return page;
  };

  return {
    /**
     * The first page of the search `key` from one of the current start points; a page holding every
     * match is then kept for all of them (its order is that of the start it was read from).
     */
    first(key: string, read: (start: number) => Promise<T>): Promise<T> {
      const whole = `whole ${key}`;
      if (pages.has(whole) && dataVersion() === version) return held(whole, () => read(0));
      const { key: startKey, start } = startOf(Math.floor(random() * STARTS));
      const pageKey = `${startKey} ${key}`;
      return held(
        pageKey,
        () => read(start),
        (page) => {
          if (isWhole(page)) pages.set(whole, Promise.resolve(page));
        },
      );
    },
    /** A later page: its cursor fixes its start, so the same for everyone following that start. */
    later(key: string, read: () => Promise<T>): Promise<T> {
      return held(`later ${key}`, read);
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
