// Filter counts are the same for every visitor asking the same search (only the order of the results
// is per visit), and counting a common word's matches is the costly part of a search: they are kept
// for a minute, for the 1,000 searches asked most recently. A new or changed business shows in the
// counts within that minute.
export const COUNTS_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

export function countsCache<T>(ttlMs = COUNTS_TTL_MS, onLookup?: (hit: boolean) => void) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    const fresh = hit !== undefined && Date.now() - hit.at < ttlMs;
    onLookup?.(fresh);
    if (hit && fresh) return hit.value;
    const value = compute();
    entries.delete(key);
    entries.set(key, { at: Date.now(), value });
    // A failed count is not kept.
    value.catch(() => entries.delete(key));
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
