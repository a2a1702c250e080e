// Reads shared by one server-rendered page. A business page looks its business up for its head
// (title, previews), then its loaders ask the API for the business, its posts and its
// recommendations, each of which looked the same row up again: nine queries for four answers. While
// a page is rendered (servePage), each keyed read runs once and its answer is shared by every
// lookup of that render, the in-process API calls included (they run in the render's async
// context). Nothing outlives the page, and only what is the same for every viewer is keyed here.
import { AsyncLocalStorage } from 'node:async_hooks';

const reads = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `render` with reads shared between its lookups. */
export function sharingReads<T>(render: () => T): T {
  return reads.run(new Map(), render);
}

/** `read()`, or the answer of the same key already asked for by this page (outside a page: `read()`). */
export function sharedRead<T>(key: string, read: () => PromiseLike<T>): Promise<T> {
  const shared = reads.getStore();
  // Promise.resolve: a query builder runs again on every then(); its promise runs it once.
  if (!shared) return Promise.resolve(read());
  let answer = shared.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = Promise.resolve(read());
    shared.set(key, answer);
  }
  return answer;
}
