// Sitemap files are the same for every crawler and large (50,000 addresses, some 5 MB): each is
// built and gzipped once, then kept ten minutes (a business file took ~200 ms to build and compress,
// so a crawler, or anyone, asking again cost the server that much each time at a million businesses).
// A cache of the registry tagged 'sitemap': a change to any business or state, heard on the change
// signal from any process, drops them (ADR 034).
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { CacheRegistry } from '../../changes/caches.ts';
import { tags } from '../../changes/change-tags.ts';

interface Built {
  xml: string;
  gzip: Buffer;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;

export type SitemapCache = ReturnType<typeof sitemapCache>;

export function sitemapCache(caches: CacheRegistry) {
  // A handful of files at a time (a crawler reads them in turn): some 5 MB each, kept compressed and not.
  const files = caches.cache<Built>({ name: 'sitemaps', max: 6, ttlMs: TEN_MINUTES_MS });
  return {
    /** The file at `key`, built by `build` unless kept; null (not kept) when `build` finds nothing. */
    async file(key: string, build: () => Promise<string | null>): Promise<Built | null> {
      const kept = files.get(key);
      if (kept) return kept;
      // A file built across a change may hold either side of it: it is served, not kept.
      const since = caches.epoch();
      const xml = await build();
      if (xml === null) return null;
      const built = { xml, gzip: gzipSync(xml) };
      files.set(key, [tags.sitemap], built, since);
      return built;
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
