// Reads that are the same for every visitor (a business's row, its live posts, its first notes),
// shared between the lookups that ask them. A business page looked its business up for its head,
// then in each of three in-process API calls: nine queries for four answers. While a GET is
// answered (a page and its in-process API calls, or an API call), each keyed read comes from the
// app's visitor reads: a cache of the registry (changes/caches.ts), whose entries carry the tags the
// caller gives, so a change to that business, heard from any process, drops them (ADR 034). A read
// is kept a minute at most: a post that ends leaves its page within it. A write's own request (any
// method but GET) shares nothing: it reads what it just wrote.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheRegistry, RememberOptions, TaggedCache, Tags } from '../changes/caches.ts';

export interface SharedReadOptions<T> extends RememberOptions<T> {
  /** What the read shows (change-tags.ts): a change naming one of these drops it. */
  tags: Tags;
}

export interface ReadStore {
  read<T>(key: string, read: () => PromiseLike<T>, options: SharedReadOptions<T>): Promise<T>;
}

const reads = new AsyncLocalStorage<ReadStore>();

/** Runs `answer` with its keyed reads taken from `store`. */
export function sharingReads<T>(store: ReadStore, answer: () => T): T {
  return reads.run(store, answer);
}

/** `read()`, or the answer of the same key kept by the request's store (outside one: `read()`). */
export function sharedRead<T>(
  key: string,
  read: () => PromiseLike<T>,
  options: SharedReadOptions<T>,
): Promise<T> {
  const store = reads.getStore();
  // Promise.resolve: a query builder runs again on every then(); its promise runs it once.
  return store ? store.read(key, read, options) : Promise.resolve(read());
}

export interface VisitorReadsOptions {
  caches: CacheRegistry;
  ttlMs?: number;
  max?: number;
}

/** The app's visitor reads, in the registry as 'visitor-reads'. */
export function visitorReads({ caches, ttlMs = 60_000, max = 5_000 }: VisitorReadsOptions): ReadStore {
  const kept = caches.cache<Promise<unknown>>({ name: 'visitor-reads', max, ttlMs });
  return {
    read<T>(key: string, read: () => PromiseLike<T>, { tags, ...options }: SharedReadOptions<T>): Promise<T> {
      return (kept as TaggedCache<Promise<T>>).remember(key, tags, read, options);
    },
  };
}
