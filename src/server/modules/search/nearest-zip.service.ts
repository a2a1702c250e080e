// The ZIP code whose centroid is nearest a point (a nearest-neighbour walk of the us_zips GiST index).
// Only places in the 50 states and DC, and none farther than 100 miles: a point at sea has no ZIP.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

const MAX_METERS = 100 * 1609.344;

export async function nearestZip(db: Db, lat: number, lng: number) {
  const point = sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
  const [row] = await queryRows<{ zip: string; city: string; state: string; meters: number }>(
    db,
    sql`select zip, city, state, earth_distance(ll_to_earth(latitude, longitude), ${point}) as meters
        from us_zips where latitude is not null
        order by ll_to_earth(latitude, longitude) <-> ${point} limit 1`,
  );
  if (!row || row.meters > MAX_METERS) return null;
  return { zip: row.zip, city: row.city, state: row.state };
}
