// Every public cache of the process in one registry (ADR 034): each has a name, a size and a time
// limit, and each entry carries tags (change-tags.ts). A change heard on the signal drops the entries
// whose tags it names, in every cache at once; 'everything' drops them all. Lookups and entries are
// counted per cache for /metrics (locals_cache_lookups_total{cache,result}, locals_cache_entries).
//
// A load that ran across a drop of one of its tags may hold either side of the change: it is not
// kept. Each drop moves an epoch; a load remembers the epoch it started in and is kept only if none
// of its tags was dropped since (the last epoch of each recently dropped tag is remembered).
import type { LRUCache } from 'lru-cache';
import { memoryCache } from '../lib/memory-cache.ts';
import type { Change } from './change.ts';
import { droppedBy } from './change-tags.ts';

export type Tags = readonly string[];

export interface CacheOptions {
  name: string;
  /** Entries held at most (the least recently used makes room). */
  max: number;
  /** How long an entry is kept at most, changes or not. */
  ttlMs: number;
}

export interface CacheReport {
  name: string;
  hits: number;
  misses: number;
  entries: number;
}

export interface RememberOptions<T> {
  /** Tags known only once loaded (a business's id and state, read by its username). */
  tagsOf?: (value: T) => Tags;
  /** Whether a loaded value is kept (default: always; a failed load never is). */
  keep?: (value: T) => boolean;
}

/** How many dropped tags' epochs are remembered; an older one counts as dropped at the oldest epoch forgotten. */
const TAG_MEMORY = 10_000;

interface Entry<V> {
  value: V;
  tags: Tags;
}

export class TaggedCache<V extends {}> {
  readonly name: string;
  hits = 0;
  misses = 0;
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly registry: CacheRegistry;

  constructor(registry: CacheRegistry, { name, max, ttlMs }: CacheOptions, now: () => number) {
    this.registry = registry;
    this.name = name;
    this.entries = memoryCache<Entry<V>>({
      max,
      ttlMs,
      now,
      onLeave: (entry, key) => this.unindex(key, entry),
    });
  }

  /** The entry under `key`, counted as a lookup (hit or miss). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    this.count(entry !== undefined);
    return entry?.value;
  }

  /** The entry under `key`, made the most recently used, not counted (a cache that counts itself). */
  find(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** The entry under `key`, not counted, its age and place unchanged. */
  peek(key: string): V | undefined {
    return this.entries.peek(key)?.value;
  }

  /** Counts a lookup answered outside get()/remember() (a cache that decides hits itself). */
  count(hit: boolean) {
    if (hit) this.hits += 1;
    else this.misses += 1;
  }

  /**
   * Keeps `value` under `key` with its tags, unless one of them was dropped since `since` (the epoch
   * its load started in: registry.epoch()). Says whether it was kept.
   */
  set(key: string, tags: Tags, value: V, since?: number): boolean {
    if (since !== undefined && this.registry.droppedSince(since, tags)) return false;
    const old = this.entries.peek(key);
    if (old) this.unindex(key, old);
    this.entries.set(key, { value, tags });
    this.index(key, tags);
    return true;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The value under `key`, or `load()`'s, kept under `tags` (its promise at once, so visits meanwhile
   * share the one load). Not kept: a failed load, one `keep` refuses, and one whose tags (with those
   * `tagsOf` finds in its value) were dropped while it ran.
   */
  remember<T>(
    this: TaggedCache<Promise<T>>,
    key: string,
    tags: Tags,
    load: () => PromiseLike<T>,
    { tagsOf, keep }: RememberOptions<T> = {},
  ): Promise<T> {
    const held = this.get(key);
    if (held) return held;
    const since = this.registry.epoch();
    let loading: Promise<T>;
    try {
      loading = Promise.resolve(load());
    } catch (err) {
      loading = Promise.reject(err);
    }
    this.set(key, tags, loading);
    const mine = () => this.entries.peek(key)?.value === loading;
    loading.then(
      (value) => {
        if (!mine()) return;
        if (keep && !keep(value)) return this.delete(key);
        const all = tagsOf ? [...tags, ...tagsOf(value)] : tags;
        if (this.registry.droppedSince(since, all)) return this.delete(key);
        if (!tagsOf) return;
        const entry = this.entries.peek(key) as Entry<Promise<T>>;
        entry.tags = all;
        this.index(key, all);
      },
      () => {
        if (mine()) this.delete(key);
      },
    );
    return loading;
  }

  /** Drops every entry carrying one of `tags` (the registry calls it). */
  dropTags(tags: Iterable<string>) {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) for (const key of [...keys]) this.entries.delete(key);
    }
  }

  report(): CacheReport {
    return { name: this.name, hits: this.hits, misses: this.misses, entries: this.entries.size };
  }

  private index(key: string, tags: Tags) {
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  private unindex(key: string, entry: Entry<V>) {
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}

export class CacheRegistry {
  // biome-ignore lint/suspicious/noExplicitAny: caches of every value type live side by side.
  private readonly caches: TaggedCache<any>[] = [];
  private current = 0;
  private allDroppedAt = 0;
  /** Each recently dropped tag's last epoch, oldest first. */
  private readonly tagDroppedAt = new Map<string, number>();
  /** The latest epoch of a tag forgotten: a tag not remembered may have been dropped then. */
  private forgotten = 0;
  private readonly now: () => number;

  constructor({ now = Date.now }: { now?: () => number } = {}) {
    this.now = now;
  }

  /** A new cache in the registry (names may repeat: /metrics adds their counts up). */
  cache<V extends {}>(options: CacheOptions): TaggedCache<V> {
    const cache = new TaggedCache<V>(this, options, this.now);
    this.caches.push(cache);
    return cache;
  }

  /** The epoch now: a load started now is kept only if none of its tags is dropped after it. */
  epoch(): number {
    return this.current;
  }

  /** Whether any of `tags` (or everything) was dropped after epoch `since`. */
  droppedSince(since: number, tags: Tags): boolean {
    if (this.allDroppedAt > since) return true;
    for (const tag of tags) if ((this.tagDroppedAt.get(tag) ?? this.forgotten) > since) return true;
    return false;
  }

  /** Drops every entry, in every cache, carrying one of `tags`. */
  drop(tags: Iterable<string>) {
    const list = [...tags];
    this.current += 1;
    for (const tag of list) {
      this.tagDroppedAt.delete(tag);
      this.tagDroppedAt.set(tag, this.current);
    }
    for (const [tag, at] of this.tagDroppedAt) {
      if (this.tagDroppedAt.size <= TAG_MEMORY) break;
      this.tagDroppedAt.delete(tag);
      this.forgotten = Math.max(this.forgotten, at);
    }
    for (const cache of this.caches) cache.dropTags(list);
  }

  /** Drops every entry of every cache. */
  dropAll() {
    this.current += 1;
    this.allDroppedAt = this.current;
    this.tagDroppedAt.clear();
    for (const cache of this.caches) cache.clear();
  }

  /** Drops what `change` may have made wrong (subscribe this to the change signal). */
  apply(change: Change) {
    const dropped = droppedBy(change);
    if (dropped === 'all') this.dropAll();
    else this.drop(dropped);
  }

  /** Each cache's lookups and entries (caches of one name added up), for /metrics. */
  report(): CacheReport[] {
    const byName = new Map<string, CacheReport>();
    for (const cache of this.caches) {
      const r = cache.report();
      const sum = byName.get(r.name);
      if (sum) {
        sum.hits += r.hits;
        sum.misses += r.misses;
        sum.entries += r.entries;
      } else byName.set(r.name, { ...r });
    }
    return [...byName.values()];
  }
}
