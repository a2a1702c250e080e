// Where the map shows each business of a page: its ZIP code's centroid (a street address is never
// used, nor anything finer than the ZIP code). Centroids change only when the geography is loaded
// again, so each is kept in memory for an hour once read: a page of results usually asks the
// database nothing for its pins (a round trip saved on every search and market page).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

export type Pin = { lng: number; lat: number };

/** No centroid (a ZIP code without a location): remembered too, so it is not asked again. */
const NONE = 'none';
const HOUR_MS = 60 * 60 * 1000;
const caches = new WeakMap<Db, ReturnType<typeof memoryCache<Pin | typeof NONE>>>();

export async function zipPins(db: Db, zips: (string | null)[]): Promise<Map<string, Pin>> {
  let cache = caches.get(db);
  if (!cache) {
    // Every US ZIP code fits (about 33,000 of them, a few megabytes).
    cache = memoryCache<Pin | typeof NONE>({ max: 50_000, ttlMs: HOUR_MS });
    caches.set(db, cache);
  }
  const wanted = [...new Set(zips.filter((z): z is string => Boolean(z)))];
  const missing = wanted.filter((zip) => !cache.has(zip));
  if (missing.length) {
    const rows = await queryRows<{ zip: string; lng: number; lat: number }>(
      db,
      sql`select zip, longitude as lng, latitude as lat from us_zips
          where zip = any(${sql.param(missing)}::text[]) and latitude is not null`,
    );
    const found = new Map(rows.map((r) => [r.zip, { lng: r.lng, lat: r.lat }]));
    for (const zip of missing) cache.set(zip, found.get(zip) ?? NONE);
  }
  const pins = new Map<string, Pin>();
  for (const zip of wanted) {
    const pin = cache.get(zip);
    if (pin && pin !== NONE) pins.set(zip, pin);
  }
  return pins;
}
