// The oracle of index-oracle.test.ts: what a search should answer, in plain SQL with no plan at all
// (every match read, sorted and counted), by the rules search followed before the index: published
// businesses of live states; the words as PostgreSQL's full-text prefixes, ranked by where they are
// (name, then a category or the headline, then anywhere); then the visit's shuffle; near a ZIP code
// the distance between ZIP code centroids (earthdistance) first. Tests only.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { tsqueryText } from '../tsquery.ts';
import type { Tallied } from './index-counts.ts';
import { activeExclusive, type ExclusiveFacet, type IndexSearch } from './index-query.ts';
import type { FacetKind } from './search-index.ts';

/** The index's search, with each typed word as it is (the oracle stems in SQL). */
export type OracleSearch = Omit<IndexSearch, 'words'> & { words: string[] | null };

interface Row {
  id: string;
  state: string;
  region: string | null;
  type: string;
  structure: string | null;
  categories: string[];
  offerings: string[];
  tags: string[];
  level: number;
  shuffled: number;
  tenths: number | null;
}

const tsq = (text: string) => sql`to_tsquery('english'::regconfig, lm_unaccent(${text}))`;

function where(s: OracleSearch, without?: ExclusiveFacet): SQL {
  const parts: SQL[] = [sql`bp.is_published`, sql`st.is_live`];
  if (s.words?.length)
    parts.push(
      sql`(numnode(${tsq(tsqueryText(s.words))}) = 0 or bp.search_vector @@ ${tsq(tsqueryText(s.words))})`,
    );
  if (s.state && without !== 'state') parts.push(sql`bp.business_state = ${s.state}`);
  if (s.region && without !== 'region' && without !== 'state')
    parts.push(sql`bp.business_region = ${s.region}`);
  if (s.type && without !== 'type') parts.push(sql`bp.business_type = ${s.type}`);
  if (s.categories?.length && without !== 'category')
    parts.push(sql`bp.business_categories && ${sql.param(s.categories)}::text[]`);
  if (s.offerings?.length) parts.push(sql`bp.business_offering @> ${sql.param(s.offerings)}::text[]`);
  if (s.tags?.length) parts.push(sql`bp.business_identities @> ${sql.param(s.tags)}::text[]`);
  if (s.structure && without !== 'structure') parts.push(sql`bp.business_structure = ${s.structure}`);
  if (s.rate && without !== 'type') {
    const lowest = sql`(select min(i.item_price) from business_pricing_items i where i.business_id = bp.business_id)`;
    parts.push(sql`bp.business_type = 'service' and ${lowest} is not null`);
    if (s.rate.min !== undefined) parts.push(sql`${lowest} >= ${s.rate.min}::numeric`);
    if (s.rate.max !== undefined) parts.push(sql`${lowest} <= ${s.rate.max}::numeric`);
  }
  if (s.openNow)
    parts.push(sql`exists (select 1 from business_open_ranges r join unnest(${sql.param(s.openNow.zones)}::text[], ${sql.param(s.openNow.weekdays)}::int[], ${sql.param(s.openNow.minutes)}::int[]) as z(zone, d, m)
      on r.time_zone = z.zone and r.weekday = z.d and r.opens_min <= z.m and r.closes_min > z.m where r.business_id = bp.business_id)`);
  if (s.recommended) parts.push(sql`bp.recommendation_count > 0`);
  if (s.box)
    parts.push(sql`exists (select 1 from us_zips z where z.zip = bp.business_zip_code and z.latitude is not null
      and point(z.longitude, z.latitude) <@ box(point(${s.box.minLng}::float8, ${s.box.minLat}::float8), point(${s.box.maxLng}::float8, ${s.box.maxLat}::float8)))`);
  if (s.near) parts.push(sql`bz.tenths is not null`);
  return sql.join(parts, sql` and `);
}

/** Every match with its sort keys, in the order the pages should show them from start `start`. */
export async function oracleRows(
  db: Db,
  s: OracleSearch,
  start: number,
  without?: ExclusiveFacet,
): Promise<Row[]> {
  const level = s.words?.length
    ? sql`case when numnode(${tsq(tsqueryText(s.words))}) = 0 or bp.search_vector @@ ${tsq(tsqueryText(s.words, 'A'))} then 0
        when bp.search_vector @@ ${tsq(tsqueryText(s.words, 'AB'))} then 1 else 2 end`
    : sql`0`;
  const place = s.near
    ? sql` left join (select z.zip, round(earth_distance(ll_to_earth(${s.near.lat}::float8, ${s.near.lng}::float8), ll_to_earth(z.latitude, z.longitude)) / ${1609.344 / 10}::float8)::int as tenths
        from us_zips z where z.latitude is not null
        and earth_distance(ll_to_earth(${s.near.lat}::float8, ${s.near.lng}::float8), ll_to_earth(z.latitude, z.longitude)) <= ${s.near.radiusMiles * 1609.344}::float8) bz
        on bz.zip = bp.business_zip_code`
    : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select bp.business_id as id, bp.business_state as state, bp.business_region as region, bp.business_type as type,
      bp.business_structure as structure, bp.business_categories as categories, bp.business_offering as offerings,
      bp.business_identities as tags, ${level} as level,
      ((bp.shuffle_key::bigint - ${start}::bigint + 2147483647) % 2147483647)::int as shuffled,
      ${s.near ? sql`bz.tenths` : sql`null::int`} as tenths
    from business_profiles bp join states st on st.name = bp.business_state${place}
    where ${where(s, without)}
    order by ${s.near ? sql`bz.tenths, ` : sql``}level, shuffled, bp.business_id`,
  );
  return rows;
}

/** The exact facet counts of the search (each active either-or facet without its own filter). */
export async function oracleFacets(db: Db, s: OracleSearch): Promise<Tallied[]> {
  const active = activeExclusive(s);
  const inResult = (['state', 'region', 'type', 'category', 'structure'] as const).filter(
    (k) => !active.includes(k) && (k !== 'region' || Boolean(s.state)),
  );
  const out: Tallied[] = [];
  const tally = (rows: Row[], kinds: readonly FacetKind[]) => {
    const counts = new Map<string, number>();
    const bump = (kind: FacetKind, value: string | null) => {
      if (value) counts.set(`${kind}\u0000${value}`, (counts.get(`${kind}\u0000${value}`) ?? 0) + 1);
    };
    for (const r of rows)
      for (const kind of kinds) {
        if (kind === 'region') bump(kind, r.region ? `${r.state}|${r.region}` : null);
        else if (kind === 'category') for (const v of new Set(r.categories)) bump(kind, v);
        else if (kind === 'offering') for (const v of new Set(r.offerings)) bump(kind, v);
        else if (kind === 'tag') for (const v of new Set(r.tags)) bump(kind, v);
        else bump(kind, r[kind]);
      }
    for (const [key, count] of counts) {
      const [kind, value] = key.split('\u0000');
      out.push({ kind: kind as FacetKind, value, count, estimated: false });
    }
  };
  tally(await oracleRows(db, s, 0), ['offering', 'tag', ...inResult]);
  for (const facet of active) tally(await oracleRows(db, s, 0, facet), [facet]);
  return out;
}
