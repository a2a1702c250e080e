// Loads states, regions and us_zips once. Zips go in one bulk statement (unnest over arrays); a
// database made before zips had centroids and zones gets them filled in the same way.
import { sql } from 'drizzle-orm';
import { regionFor, regionsForState } from '#shared/catalogues/regions/index.ts';
import { US_STATES } from '#shared/catalogues/states.ts';
import type { Db } from '../../db/client.ts';
import { regions, states } from '../../db/schema/index.ts';
import { timeZoneFor } from './time-zone.ts';
import { readZipRows } from './zip-source.ts';

export async function seedGeography(db: Db): Promise<{ zips: number }> {
  await db
    .insert(states)
    .values(
      US_STATES.map((s) => ({
        slug: s.slug,
        name: s.name,
        code: s.code,
        exploreGroup: s.exploreGroup,
        isLive: s.launchLive,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(regions)
    .values(
      US_STATES.flatMap((s) =>
        regionsForState(s.code).map((r, position) => ({
          stateSlug: s.slug,
          slug: r.slug,
          name: r.name,
          position,
        })),
      ),
    )
    .onConflictDoNothing();

  const existing = await db.execute<{ n: number; placed: number }>(
    sql`select count(*)::int as n, count(time_zone)::int as placed from us_zips`,
  );
  const { n: count, placed } = (existing as unknown as { rows: { n: number; placed: number }[] }).rows[0];
  if (count > 0 && placed === count) return { zips: count };

  const rows = readZipRows().flatMap((z) => {
    const region = regionFor(z.stateCode, z.county, z.zip);
    const timeZone = timeZoneFor(z.stateCode, z.county);
    return region && timeZone ? [{ ...z, region: region.name, timeZone }] : [];
  });
  // sql.param keeps each array one parameter (a bare array would expand into a list).
  const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
  await db.execute(sql`
    insert into us_zips (zip, city, state, state_code, county, region, latitude, longitude, time_zone)
    select * from unnest(${col('zip')}::text[], ${col('city')}::text[], ${col('state')}::text[],
      ${col('stateCode')}::text[], ${col('county')}::text[], ${col('region')}::text[],
      ${col('latitude')}::float8[], ${col('longitude')}::float8[], ${col('timeZone')}::text[])
    on conflict (zip) do update set latitude = excluded.latitude, longitude = excluded.longitude,
      time_zone = excluded.time_zone`);
  return { zips: rows.length };
}
