// The new businesses an alert hears about: first published after the alert last heard (or was
// confirmed), public now, in its place. The walk goes newest first down business_first_published's
// published_at index and reaches each business by its key, stopping at MAX_PER_ALERT matches: its
// cost is at most the businesses published since, never the businesses in the place (the EXPLAIN
// guard checks it). A ZIP code's radius is measured between ZIP centroids, as "near me" search does.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { NewBusiness } from './alert-emails.ts';

const METERS_PER_MILE = 1609.344;
/** One place's news in one email: enough to want to look, not a directory. */
export const MAX_PER_ALERT = 20;

export interface MatchableAlert {
  id: string;
  stateName: string;
  region: string | null;
  zipCode: string | null;
  radiusMiles: number | null;
  lat: number | null;
  lng: number | null;
  since: Date;
}

function placeCondition(a: MatchableAlert): SQL {
  if (a.zipCode && a.lat !== null && a.lng !== null) {
    const origin = sql`ll_to_earth(${a.lat}::float8, ${a.lng}::float8)`;
    const meters = (a.radiusMiles ?? 10) * METERS_PER_MILE;
    return sql`exists (select 1 from us_zips z where z.zip = bp.business_zip_code and z.latitude is not null
      and earth_distance(${origin}, ll_to_earth(z.latitude, z.longitude)) <= ${meters}::float8)`;
  }
  return a.region
    ? sql`bp.business_state = ${a.stateName} and bp.business_region = ${a.region}`
    : sql`bp.business_state = ${a.stateName}`;
}

export async function newBusinessesFor(db: Db, alert: MatchableAlert, now: Date): Promise<NewBusiness[]> {
  const rows = await queryRows<{ name: string | null; username: string | null; city: string | null }>(
    db,
    sql`select bp.business_name as name, bp.business_username as username, bp.business_city as city
        from business_first_published f join business_profiles bp on bp.business_id = f.business_id
        where f.published_at > ${alert.since.toISOString()}::timestamptz and f.published_at <= ${now.toISOString()}::timestamptz
          and bp.is_published and bp.business_username is not null and ${placeCondition(alert)}
        order by f.published_at desc limit ${MAX_PER_ALERT}`,
  );
  return rows.map((r) => ({ name: r.name ?? r.username ?? '', username: r.username ?? '', city: r.city }));
}
