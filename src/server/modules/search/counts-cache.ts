// Filter counts are the same for every visitor asking the same search (only the order of the results
// is per visit), and counting a common word's matches is the costly part of a search: they are kept
// for a minute, for the 1,000 searches asked most recently. A new or changed business shows in the
// counts within that minute.
import { memoryCache } from '../../lib/memory-cache.ts';

export const COUNTS_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

export function countsCache<T>(ttlMs = COUNTS_TTL_MS, onLookup?: (hit: boolean) => void) {
  const entries = memoryCache<Promise<T>>({ max: MAX_ENTRIES, ttlMs });
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    onLookup?.(hit !== undefined);
    if (hit) return hit;
    const value = compute();
    entries.set(key, value);
    // A failed count is not kept (unless a newer one took its place meanwhile).
    value.catch(() => {
      if (entries.peek(key) === value) entries.delete(key);
    });
    return value;
  };
}
