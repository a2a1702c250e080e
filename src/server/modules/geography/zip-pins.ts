// Where the map shows each business of a page: its ZIP code's centroid (a street address is never
// used, nor anything finer than the ZIP code), read for the page's few ZIP codes in one statement.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type Pin = { lng: number; lat: number };

export async function zipPins(db: Db, zips: (string | null)[]): Promise<Map<string, Pin>> {
  const wanted = [...new Set(zips.filter((z): z is string => Boolean(z)))];
  if (!wanted.length) return new Map();
  const rows = await queryRows<{ zip: string; lng: number; lat: number }>(
    db,
    sql`select zip, longitude as lng, latitude as lat from us_zips
        where zip = any(${sql.param(wanted)}::text[]) and latitude is not null`,
  );
  return new Map(rows.map((r) => [r.zip, { lng: r.lng, lat: r.lat }]));
}
