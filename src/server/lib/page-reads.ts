// Reads that are the same for every visitor (a business's row, its live posts, its first notes),
// shared between the lookups that ask them. A business page looked its business up for its head,
// then in each of three in-process API calls: nine queries for four answers. While a GET is
// answered (a page and its in-process API calls, or an API call), each keyed read comes from the
// app's visitor reads: read once, then kept until this process changes data a visitor may see, and
// a minute at most (another process's write shows within it, as search's first pages do: ADR 030,
// 033). A write's own request (any method but GET) shares nothing: it reads what it just wrote.
import { AsyncLocalStorage } from 'node:async_hooks';
import { memoryCache } from './memory-cache.ts';

export interface ReadStore {
  read<T>(key: string, read: () => PromiseLike<T>): Promise<T>;
}

const reads = new AsyncLocalStorage<ReadStore>();

/** Runs `answer` with its keyed reads taken from `store`. */
export function sharingReads<T>(store: ReadStore, answer: () => T): T {
  return reads.run(store, answer);
}

/** `read()`, or the answer of the same key kept by the request's store (outside one: `read()`). */
export function sharedRead<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  const store = reads.getStore();
  // Promise.resolve: a query builder runs again on every then(); its promise runs it once.
  return store ? store.read(key, read) : Promise.resolve(read());
}

export interface VisitorReadsOptions {
  /** Moves when data changes (Deps.dataVersion). */
  dataVersion: () => number;
  ttlMs?: number;
  max?: number;
  now?: () => number;
  /** Told each lookup's result (the /metrics hit rate). */
  onLookup?: (hit: boolean) => void;
}

/** The app's visitor reads: kept while the data stands still, a minute at most. */
export function visitorReads({
  dataVersion,
  ttlMs = 60_000,
  max = 5_000,
  now = Date.now,
  onLookup,
}: VisitorReadsOptions): ReadStore {
  const kept = memoryCache<Promise<unknown>>({ max, ttlMs, now });
  let version = dataVersion();
  return {
    read<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
      if (dataVersion() !== version) {
        kept.clear();
        version = dataVersion();
      }
      const held = kept.get(key) as Promise<T> | undefined;
      onLookup?.(held !== undefined);
      if (held) return held;
      const answer = Promise.resolve(read());
      kept.set(key, answer);
      // A failed read is not kept; nor one during which data changed (it may hold either side).
      const readIn = version;
      answer.then(
        () => {
          if (dataVersion() !== readIn && kept.peek(key) === answer) kept.delete(key);
        },
        () => {
          if (kept.peek(key) === answer) kept.delete(key);
        },
      );
      return answer;
    },
  };
}
