// Sitemap files are the same for every crawler and large (50,000 addresses, some 5 MB): each is
// built and gzipped once, then kept ten minutes (a business file took ~200 ms to build and compress,
// so a crawler, or anyone, asking again cost the server that much each time at a million businesses).
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { memoryCache } from '../../lib/memory-cache.ts';

interface Built {
  xml: string;
  gzip: Buffer;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;

export type SitemapCache = ReturnType<typeof sitemapCache>;

export function sitemapCache() {
  // A handful of files at a time (a crawler reads them in turn): some 5 MB each, kept compressed and not.
  const files = memoryCache<Promise<Built>>({ max: 6, ttlMs: TEN_MINUTES_MS });
  // A file built across a clear() may hold what the write changed: it is served, not kept.
  let generation = 0;
  return {
    /** The file at `key`, built by `build` unless kept; null (not kept) when `build` finds nothing. */
    async file(key: string, build: () => Promise<string | null>): Promise<Built | null> {
      const kept = files.get(key);
      if (kept) return kept;
      const started = generation;
      const xml = await build();
      if (xml === null) return null;
      const built = { xml, gzip: gzipSync(xml) };
      if (started === generation) files.set(key, Promise.resolve(built));
      return built;
    },
    /** Forgets every file: a write may have published, hidden or paused a business (app.ts). */
    clear: () => {
      generation++;
      files.clear();
    },
  };
}

/** The file as XML, gzipped when the client takes gzip (the app's compression then leaves it alone). */
export function xmlAnswer(c: Context, file: Built) {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  c.header('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) return c.body(file.xml);
  c.header('Content-Encoding', 'gzip');
  return c.body(new Uint8Array(file.gzip));
}
