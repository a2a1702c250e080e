// The SQL of a search: which businesses match (the words, the filters, the place, open now), with
// a facet's own filter left out when its counts are asked for, so each value's count says how many
// businesses choosing it would show. Only published businesses of live states ever match.
import { type SQL, sql } from 'drizzle-orm';
import type { Bbox } from '#shared/search/bbox.ts';
import type { Ring } from './near-places.ts';
import { openRangesNow, type ZoneNow } from './open-now.ts';
import type { WordPlan } from './word-stats.ts';

export interface ResolvedSearch {
  /** to_tsquery text (tsquery.ts), or null to match every business. */
  tsquery: string | null;
  state?: string;
  region?: string;
  type?: 'shop' | 'service';
  categories?: string[];
  offerings?: string[];
  /** Identity and ethos tags: every one chosen must be on the business. */
  tags?: string[];
  structure?: string;
  rate?: { min?: number; max?: number };
  /** Near a place: its ZIP codes within the radius and inside the box, if any (near-places.ts). */
  near?: { lat: number; lng: number; radiusMiles: number; ring: Ring };
  /** The map's visible area: businesses whose ZIP code centroid is inside (bbox.ts), and how it is read. */
  box?: Bbox & { read: BoxRead };
  openNow?: ZoneNow;
  /** At least one recommendation: bp_recommended_shuffle_idx serves the walk (migration 0014). */
  recommended?: boolean;
}

/**
 * How a box's businesses are found, by its size (box-read.ts decides):
 * - 'zips': a few dozen ZIP codes (a town, a neighbourhood): each ZIP code's businesses in shuffle
 *   order (bp_zip_shuffle_idx), the first of them all kept (perZip below);
 * - 'few': hundreds of ZIP codes but few businesses (a rural county): all of them, then sorted;
 * - 'wide': a metro, a state, the country: the shuffle walk with the box as a filter.
 */
export type BoxRead = 'zips' | 'few' | 'wide';

/** Facets whose counts leave their own filter out (one choice, or any of several). */
export type ExclusiveFacet = 'state' | 'region' | 'type' | 'category' | 'structure';

export const METERS_PER_MILE = 1609.344;

/**
 * Near a place: each ZIP code within the radius (and inside the map's box) with its distance in
 * tenths of a mile, worked out once per ZIP code rather than once per business (near-places.ts).
 */
export function zipDistances(near: NonNullable<ResolvedSearch['near']>): SQL {
  return sql`(select u.zip, u.tenths from unnest(${sql.param(near.ring.zips)}::text[], ${sql.param(near.ring.tenths)}::int[]) as u(zip, tenths))`;
}

/** A ZIP code's centroid inside the box: the expression us_zips_point_idx (GiST, migration 0013) serves. */
export const insideBox = (b: Bbox) =>
  sql`point(z.longitude, z.latitude) <@ box(point(${b.minLng}::float8, ${b.minLat}::float8), point(${b.maxLng}::float8, ${b.maxLat}::float8))`;

/** The ZIP codes whose centroid is inside the map's box (found by the GiST index). */
export const boxZips = (b: Bbox) =>
  sql`(select z.zip from us_zips z where z.latitude is not null and ${insideBox(b)} offset 0)`;

/**
 * FROM: the business, its state (live or not), the query, and its ZIP code's distance when near a
 * place. `statePerRow` looks each business's state up by itself (fenced, so it stays a lookup): a
 * join would let the planner hash it, which reads all the rows an ordered index scan would stop short of.
 */
export function fromClause(s: ResolvedSearch, withPlace = true, statePerRow = false): SQL {
  const query = s.tsquery
    ? sql` cross join (select to_tsquery('english'::regconfig, lm_unaccent(${s.tsquery})) as tq) q`
    : sql``;
  // The ZIP code is matched as an expression no index serves: a join that looked up each ZIP code's
  // businesses by bp_zip_shuffle_idx would read every business in the radius. The matches come from the
  // shuffle walk or the word and tag indexes, and are hashed against the radius's ZIP codes.
  let place = sql``;
  if (s.near && withPlace)
    place = sql` join ${zipDistances(s.near)} bz on bz.zip = bp.business_zip_code || ''`;
  // Without a ZIP code, a box of few ZIP codes and businesses (a town, a county) reads its businesses
  // by bp_zip_shuffle_idx, fenced (OFFSET 0) so the planner cannot walk the whole shuffle order hoping to meet
  // them (an empty box took 2 s at a million); a wide one is a filter in whereClause.
  // Few open now (at night): start from them (fenced, so the planner cannot walk the shuffle order
  // hoping to meet them). Not inside a per-ZIP-code read, which would read them again for each.
  const table =
    s.openNow?.few && withPlace && !statePerRow && !(s.box?.read === 'few' && !s.near)
      ? sql`(select bp.* from (select distinct r.business_id from ${openRangesNow(s.openNow)}) o
              join business_profiles bp on bp.business_id = o.business_id where bp.is_published offset 0) bp`
      : s.box?.read === 'few' && !s.near
        ? sql`(select bp.* from ${boxZips(s.box)} bb join business_profiles bp on bp.business_zip_code = bb.zip
              where bp.is_published offset 0) bp`
        : sql`business_profiles bp`;
  const state = statePerRow
    ? sql` cross join lateral (select x.is_live from states x where x.name = bp.business_state offset 0) st`
    : sql` join states st on st.name = bp.business_state`;
  return sql`${table}${state}${query}${place}`;
}

/** Whether a statement of this plan reads the box ZIP code by ZIP code (perZip). */
export const readsPerZip = (s: ResolvedSearch, plan: WordPlan) =>
  s.box?.read === 'zips' && !s.near && plan === 'walk';

/** The ZIP codes a statement reads one by one (perZip): the box's, or the ring's near a place. */
export const placeZips = (s: ResolvedSearch): SQL =>
  s.near ? sql`(select unnest(${sql.param(s.near.ring.zips)}::text[]) as zip)` : boxZips(s.box as Bbox);

/**
 * The first `limit` rows of each ZIP code in `zips`, in `order` (each read by bp_zip_shuffle_idx from
 * where `where` starts): a statement that keeps the first of them all never reads more than `limit`
 * rows per ZIP code, however many businesses the place holds.
 */
export function perZip(
  s: ResolvedSearch,
  zips: SQL,
  columns: SQL,
  where: SQL,
  order: SQL,
  limit: number,
): SQL {
  return sql`(select r.* from ${zips} zz cross join lateral (
      select ${columns} from ${fromClause(s, false, true)}
      where bp.business_zip_code = zz.zip and ${where} order by ${order} limit ${limit}) r)`;
}

/** The words as a filter no index can serve (the statement walks another index and checks each row). */
export const asFilter = (condition: SQL, plan: WordPlan) =>
  plan === 'walk' ? sql`coalesce(${condition}, false)` : condition;

export function whereClause(s: ResolvedSearch, without?: ExclusiveFacet, words: WordPlan = 'index'): SQL {
  const parts: SQL[] = [sql`bp.is_published`, sql`st.is_live`];
  // Words that are all stop words ("the") make an empty query, which asks for nothing in particular.
  if (s.tsquery) parts.push(asFilter(sql`(numnode(q.tq) = 0 or bp.search_vector @@ q.tq)`, words));
  if (s.state && without !== 'state') parts.push(sql`bp.business_state = ${s.state}`);
  if (s.region && without !== 'region' && without !== 'state')
    parts.push(sql`bp.business_region = ${s.region}`);
  if (s.type && without !== 'type') parts.push(sql`bp.business_type = ${s.type}`);
  if (s.categories?.length && without !== 'category')
    parts.push(sql`bp.business_categories && ${sql.param(s.categories)}::text[]`);
  if (s.offerings?.length) parts.push(sql`bp.business_offering @> ${sql.param(s.offerings)}::text[]`);
  if (s.tags?.length) parts.push(sql`bp.business_identities @> ${sql.param(s.tags)}::text[]`);
  if (s.structure && without !== 'structure') parts.push(sql`bp.business_structure = ${s.structure}`);
  if (s.rate && without !== 'type') parts.push(rateFilter(s.rate));
  if (s.openNow) parts.push(openNowFilter(s.openNow));
  if (s.recommended) parts.push(sql`bp.recommendation_count > 0`);
  // A wide box (a state, the country) holds many businesses: a hashed lookup per row (coalesce keeps
  // it from becoming a join), so the statement walks the shuffle order and stops at its limit.
  if (s.box && s.box.read !== 'few' && !s.near)
    parts.push(sql`coalesce(bp.business_zip_code in ${boxZips(s.box)}, false)`);
  return sql.join(parts, sql` and `);
}

/** A service whose lowest price is within the range (a rate filter is about services). */
function rateFilter(rate: { min?: number; max?: number }): SQL {
  const lowest = sql`(select min(i.item_price) from business_pricing_items i where i.business_id = bp.business_id)`;
  const bounds = [
    rate.min !== undefined ? sql`${lowest} >= ${rate.min}::numeric` : sql`${lowest} is not null`,
    ...(rate.max !== undefined ? [sql`${lowest} <= ${rate.max}::numeric`] : []),
  ];
  return sql`bp.business_type = 'service' and ${sql.join(bounds, sql` and `)}`;
}

function openNowFilter(now: ZoneNow): SQL {
  // Per business (its few ranges, by index). OFFSET 0 keeps it a per-row check: as a join the planner
  // would read every range open now across the country (all of them at a million businesses).
  return sql`exists (select 1 from ${openRangesNow(now)} where r.business_id = bp.business_id offset 0)`;
}

/** The sort keys, best first: distance (tenths of a mile) when near a place, then how well the words match, then the visit's shuffle. */
export function sortKeys(s: ResolvedSearch, start: number): SQL[] {
  const keys: SQL[] = [];
  if (s.near) keys.push(sql`bz.tenths`);
  keys.push(
    s.tsquery
      ? sql`case when ts_filter(bp.search_vector, '{a}') @@ q.tq then 0 when ts_filter(bp.search_vector, '{a,b}') @@ q.tq then 1 else 2 end`
      : sql`0`,
  );
  // Equally good matches in a random order per visit, stable while paging.
  keys.push(sql`((bp.shuffle_key::bigint - ${start}::bigint + 2147483647) % 2147483647)::int`);
  return keys;
}
