// Loads states, regions and us_zips once. Zips go in one bulk statement (unnest over arrays).
import { sql } from 'drizzle-orm';
import { regionFor, regionsForState } from '#shared/catalogues/regions/index.ts';
import { US_STATES } from '#shared/catalogues/states.ts';
import type { Db } from '../../db/client.ts';
import { regions, states } from '../../db/schema/index.ts';
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

  const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from us_zips`);
  const count = Number((existing as unknown as { rows: { n: number }[] }).rows[0].n);
  if (count > 0) return { zips: count };

  const rows = readZipRows().flatMap((z) => {
    const region = regionFor(z.stateCode, z.county, z.zip);
    return region ? [{ ...z, region: region.name }] : [];
  });
  // sql.param keeps each array one parameter (a bare array would expand into a list).
  const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
  await db.execute(sql`
    insert into us_zips (zip, city, state, state_code, county, region)
    select * from unnest(${col('zip')}::text[], ${col('city')}::text[], ${col('state')}::text[],
      ${col('stateCode')}::text[], ${col('county')}::text[], ${col('region')}::text[])
    on conflict (zip) do nothing`);
  return { zips: rows.length };
}
