// Where "near a ZIP code" searches: the ZIP code's place, and the ring of ZIP codes within the radius
// with their distances in tenths of a mile (found by the GiST index on their centroids). Both depend
// only on the geography, so each is kept in memory an hour: shoppers near the same ZIP code (and
// every page, filter and map move of one search) reuse it rather than working out hundreds of
// distances again (4 ms of a 13 ms page at a million businesses).
import { sql } from 'drizzle-orm';
import type { Bbox } from '#shared/search/bbox.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { memoryCache } from '../../lib/memory-cache.ts';
import { METERS_PER_MILE } from './search-sql.ts';

export interface Place {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** The radius's ZIP codes, their distances and published businesses, as parallel lists (compact to keep). */
export interface Ring {
  zips: string[];
  tenths: number[];
  lngs: number[];
  lats: number[];
  /** Published businesses in each ZIP code when the ring was read (to size the counts' sample). */
  businesses: number[];
}

const HOUR_MS = 60 * 60 * 1000;
const NONE = 'none';

export function nearPlaces(db: Db) {
  const places = memoryCache<Promise<Place | typeof NONE>>({ max: 10_000, ttlMs: HOUR_MS });
  // A ring of 50 miles in a city is about 1,500 ZIP codes (some 30 KB).
  const rings = memoryCache<Promise<Ring>>({ max: 1_000, ttlMs: HOUR_MS });

  function remembered<T extends {}>(
    cache: ReturnType<typeof memoryCache<Promise<T>>>,
    key: string,
    read: () => Promise<T>,
  ) {
    const known = cache.get(key);
    if (known) return known;
    const answer = read();
    cache.set(key, answer);
    // A failed read is not kept: the next search asks again.
    answer.catch(() => cache.delete(key));
    return answer;
  }

  async function place(zip: string): Promise<Place | undefined> {
    const found = await remembered(places, zip, async () => {
      const [row] = await queryRows<Place>(
        db,
        sql`select zip, city, state, latitude as lat, longitude as lng from us_zips where zip = ${zip} and latitude is not null`,
      );
      return row ?? NONE;
    });
    return found === NONE ? undefined : found;
  }

  /** The ZIP codes within `radiusMiles` of the point (inside the box, when one is given). */
  async function ring(near: { lat: number; lng: number; radiusMiles: number }, box?: Bbox): Promise<Ring> {
    const all = await remembered(rings, `${near.lat},${near.lng},${near.radiusMiles}`, async () => {
      const origin = sql`ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`;
      const point = sql`ll_to_earth(z.latitude, z.longitude)`;
      const meters = near.radiusMiles * METERS_PER_MILE;
      // Each ZIP code's businesses are counted from bp_zip_shuffle_idx alone (fenced: one count per
      // ZIP code, never a join that reads the table).
      const rows = await queryRows<{ zip: string; tenths: number; lng: number; lat: number; n: number }>(
        db,
        sql`select r.*, (select count(*)::int from business_profiles bp
              where bp.business_zip_code = r.zip and bp.is_published offset 0) as n
            from (select z.zip, round(earth_distance(${origin}, ${point}) / ${METERS_PER_MILE / 10})::int as tenths,
              z.longitude as lng, z.latitude as lat
            from us_zips z where z.latitude is not null and earth_box(${origin}, ${meters}::float8) @> ${point}
              and earth_distance(${origin}, ${point}) <= ${meters}::float8 offset 0) r`,
      );
      return {
        zips: rows.map((r) => r.zip),
        tenths: rows.map((r) => r.tenths),
        lngs: rows.map((r) => r.lng),
        lats: rows.map((r) => r.lat),
        businesses: rows.map((r) => r.n),
      };
    });
    return box ? insideOf(all, box) : all;
  }

  return { place, ring };
}

/** The ring's ZIP codes whose centroid is inside the box (edges included, as `point <@ box`). */
function insideOf(ring: Ring, b: Bbox): Ring {
  const kept: Ring = { zips: [], tenths: [], lngs: [], lats: [], businesses: [] };
  ring.zips.forEach((zip, i) => {
    const lng = ring.lngs[i];
    const lat = ring.lats[i];
    if (lng < b.minLng || lng > b.maxLng || lat < b.minLat || lat > b.maxLat) return;
    kept.zips.push(zip);
    kept.tenths.push(ring.tenths[i]);
    kept.lngs.push(lng);
    kept.lats.push(lat);
    kept.businesses.push(ring.businesses[i]);
  });
  return kept;
}
