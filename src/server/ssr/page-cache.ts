// Server-rendered pages anonymous visitors share (business pages), kept in memory for a while.
// Any successful write to the API empties it (app.ts), so an edit, a publish, a hide or a delete
// shows at once in this process; other processes catch up within the time to live.

export interface CachedPage {
  html: string;
  status: number;
  /** The business the page shows: its views are still counted on a cache hit. */
  businessId: string | null;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage & { expires: number }>();
  private readonly ttlMs: number;
  private readonly maxPages: number;
  private readonly now: () => number;

  constructor({ ttlMs = 5 * 60_000, maxPages = 2_000, now = () => Date.now() } = {}) {
    this.ttlMs = ttlMs;
    this.maxPages = maxPages;
    this.now = now;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expires <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: CachedPage) {
    // The oldest entry makes room (a Map keeps insertion order).
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { ...page, expires: this.now() + this.ttlMs });
  }

  clear() {
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }
}
