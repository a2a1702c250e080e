// Pages drawn once for every visit that reads the same data. A page is a function of its address,
// its head and the state its loaders read (React draws from nothing else: no clock, no cookie), so
// two visits with the same three get the same bytes. The loaders still run for every visit (the
// data is as fresh as it is for the API); only React's drawing and the gzip of its result are
// kept, under a hash of all three and the year the footer shows (docs/decisions/033-pages-drawn-once-per-data.md).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { memoryCache } from '../lib/memory-cache.ts';

export interface DrawnPage {
  html: string;
  /** Its UTF-8 bytes, encoded once (writing a 40 KB string encodes it on every send). */
  bytes?: Uint8Array<ArrayBuffer>;
  /** Made on the first visit that takes gzip. */
  gzipped?: Uint8Array<ArrayBuffer>;
}

export interface PageMemoOptions {
  ttlMs?: number;
  maxPages?: number;
  now?: () => number;
  /** Told each lookup's result (the /metrics hit rate). */
  onLookup?: (hit: boolean) => void;
}

export class PageMemo {
  private readonly pages: ReturnType<typeof memoryCache<DrawnPage>>;
  private readonly onLookup: (hit: boolean) => void;

  /** Kept a minute: a page asked less often than that is not worth the memory. */
  constructor({
    ttlMs = 60_000,
    maxPages = 1_000,
    now = () => Date.now(),
    onLookup = () => {},
  }: PageMemoOptions = {}) {
    this.pages = memoryCache<DrawnPage>({ max: maxPages, ttlMs, now });
    this.onLookup = onLookup;
  }

  /** The page for these inputs: kept, or drawn by `draw` (and kept). */
  async page(inputs: string[], draw: () => Promise<string>): Promise<DrawnPage> {
    const hash = createHash('sha256');
    // A separator no input holds (each is text of a page): inputs cannot run into each other.
    for (const input of inputs) hash.update(input).update('\u0000');
    const key = hash.digest('base64');
    const kept = this.pages.get(key);
    this.onLookup(kept !== undefined);
    if (kept) return kept;
    const drawn: DrawnPage = { html: await draw() };
    this.pages.set(key, drawn);
    return drawn;
  }

  /** Pages held (an expired page still counts until it is read). */
  get size() {
    return this.pages.size;
  }
}

// A Buffer is a Uint8Array over an ArrayBuffer (never a shared one here).
const asBytes = (buffer: Buffer) => buffer as Uint8Array<ArrayBuffer>;

/** The page as UTF-8, once. */
export function pageBytes(page: DrawnPage): Uint8Array<ArrayBuffer> {
  page.bytes ??= asBytes(Buffer.from(page.html));
  return page.bytes;
}

/** The page gzipped, once. */
export function gzippedPage(page: DrawnPage): Uint8Array<ArrayBuffer> {
  page.gzipped ??= asBytes(gzipSync(pageBytes(page)));
  return page.gzipped;
}
