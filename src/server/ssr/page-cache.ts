// Server-rendered pages anonymous visitors share (business pages), kept in memory for a while.
// Any successful write to the API empties it (app.ts), so an edit, a publish, a hide or a delete
// shows at once in this process; other processes catch up within the time to live.
import { memoryCache } from '../lib/memory-cache.ts';
import type { DrawnPage } from './page-memo.ts';

export interface CachedPage {
  page: DrawnPage;
  status: number;
  /** The business the page shows: its views are still counted on a cache hit. */
  businessId: string | null;
}

export class PageCache {
  private readonly pages: ReturnType<typeof memoryCache<CachedPage>>;

  constructor({ ttlMs = 5 * 60_000, maxPages = 2_000, now = () => Date.now() } = {}) {
    this.pages = memoryCache<CachedPage>({ max: maxPages, ttlMs, now });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage) {
    this.pages.set(key, page);
  }

  clear() {
    this.pages.clear();
  }

  /** Pages held (an expired page still counts until it is read). */
  get size() {
    return this.pages.size;
  }
}
