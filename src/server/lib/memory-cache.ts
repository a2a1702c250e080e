// The process's in-memory caches (search counts, rendered pages, states and regions) are lru-cache
// instances made here, so they share one clock and one expiry rule: an entry is gone once `ttlMs`
// milliseconds have passed since it was set, and the least recently used entry makes room.
import { LRUCache } from 'lru-cache';

export interface MemoryCacheOptions<V = unknown> {
  max: number;
  ttlMs: number;
  /** Milliseconds (Date.now by default; tests pass their own clock). */
  now?: () => number;
  /** Told of each entry that leaves (dropped, expired, made room for; not one replaced by set). */
  onLeave?: (value: V, key: string) => void;
}

export function memoryCache<V extends {}>({ max, ttlMs, now = Date.now, onLeave }: MemoryCacheOptions<V>) {
  return new LRUCache<string, V>({
    max,
    dispose: onLeave
      ? (value, key, reason) => {
          if (reason !== 'set') onLeave(value, key);
        }
      : undefined,
    // lru-cache drops an entry when strictly more than `ttl` has passed; on a whole-millisecond
    // clock, ttlMs - 1 drops it when ttlMs has.
    ttl: Math.max(1, ttlMs - 1),
    // Read the clock on every lookup (no 1 ms memo and its timer).
    ttlResolution: 0,
    // lru-cache reads a start time of 0 as "no expiry": shift the clock off zero.
    perf: { now: () => now() + 1 },
  });
}
