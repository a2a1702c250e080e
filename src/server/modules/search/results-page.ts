// One page of results in their order. Without a ZIP code the order is: how well the words match
// (the name, then a category or the headline, then anywhere), then the visit's shuffle. Each match
// level is walked in shuffle-key order from the visit's random start, then from the lowest key up
// to it (the market's walk, docs/decisions/004): every step is an ordered index walk or a small
// sort, so a page costs the same whether a word matches ten businesses or a hundred thousand. Near a
// ZIP code the distance comes first, so those pages sort their matches by distance.
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '#shared/search/search-query.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { CardRow } from '../businesses/business-card.ts';
import type { Ring } from './near-places.ts';
import type { SearchCursor } from './search-cursor.ts';
import {
  asFilter,
  fromClause,
  perZip,
  placeZips,
  type ResolvedSearch,
  readsPerZip,
  sortKeys,
  whereClause,
} from './search-sql.ts';
import { type WordEstimate, type WordPlan, wordPlan } from './word-stats.ts';

const CARD_SELECT = sql`bp.business_id as "businessId", bp.business_username as "businessUsername",
  bp.business_name as "businessName", bp.business_type as "businessType", bp.business_city as "businessCity",
  bp.business_state as "businessState", bp.business_region as "businessRegion",
  bp.business_categories as "businessCategories", bp.business_identities as "businessIdentities",
  bp.business_structure as "businessStructure", bp.business_logo_url as "businessLogoUrl",
  bp.product_photos as "productPhotos", bp.recommendation_count as "recommendationCount",
  bp.business_zip_code as "zipCode"`;

/** A card row with its ZIP code (for the map's pin at the ZIP code's centroid). */
type PlacedRow = CardRow & { zipCode: string | null };

export interface ResultRow extends PlacedRow {
  /** Where the next page resumes after this row. */
  next: Omit<SearchCursor, 's' | 'c'>;
  distanceMiles: number | null;
}

/** The words as to_tsquery text, for every match level and for each level alone. */
export interface WordQueries {
  any: string;
  name: string;
  nameOrCategory: string;
}

const tsq = (text: string) => sql`to_tsquery('english'::regconfig, lm_unaccent(${text}))`;

/** The match levels: the words in the name; else in a category or the headline; else anywhere. */
function levels(words: WordQueries | null): SQL[] {
  if (!words) return [sql`true`];
  const v = sql`bp.search_vector`;
  // Only stop words ("the"): no level but the first, which then holds everything.
  const some = sql`numnode(${tsq(words.any)}) > 0`;
  return [
    sql`(numnode(${tsq(words.any)}) = 0 or ${v} @@ ${tsq(words.name)})`,
    sql`${some} and ${v} @@ ${tsq(words.nameOrCategory)} and not ${v} @@ ${tsq(words.name)}`,
    sql`${some} and not ${v} @@ ${tsq(words.nameOrCategory)}`,
  ];
}

/**
 * How a page finds its businesses: per match level, walking the shuffle order with the words as a
 * filter or reading the words' index (word-stats.ts); near a ZIP code, walking the ZIP codes nearest
 * first or joining the few matches to their distances.
 */
export interface PagePlan {
  levels: WordPlan[];
  near: 'walk' | 'join';
  /** Near a ZIP code: the share of the ring's businesses that match (from the count), to size its reads. */
  share?: number;
}

/**
 * The plan for a search whose words are expected to match `words` and whose counts found `matches`
 * businesses (filters included): each level's share of the words' matches, narrowed by the filters
 * as much as the count says. Near a ZIP code, only rare words are read by their index and joined to
 * the distances; other searches walk the ZIP codes nearest first (filters alone have no index that
 * finds their few matches without reading tens of thousands of rows: see docs/decisions/020).
 */
export function pagePlan(words: WordEstimate | null, matches: number): PagePlan {
  const need = SEARCH_PAGE_SIZE + 1;
  if (!words) return { levels: ['walk'], near: 'walk' };
  const near = wordPlan(words.any, need, words.total) === 'walk' ? 'walk' : 'join';
  const narrowed = words.any > 0 ? Math.min(1, matches / words.any) : 0;
  return { levels: words.levels.map((m) => wordPlan(m * narrowed, need, words.total)), near };
}

export async function resultsPage(
  db: Db,
  s: ResolvedSearch,
  words: WordQueries | null,
  cursor: SearchCursor,
  resume: boolean,
  plan: PagePlan,
): Promise<ResultRow[]> {
  return s.near ? byDistance(db, s, cursor, resume, plan) : walk(db, s, words, cursor, resume, plan);
}

async function walk(...[db, s, words, cursor, resume, plan]: Parameters<typeof resultsPage>) {
  const steps = levels(words).flatMap((level, l) => {
    const how = plan.levels[l] ?? 'walk';
    const match = asFilter(level, how);
    return [
      { how, where: sql`${match} and bp.shuffle_key >= ${cursor.s}` },
      { how, where: sql`${match} and bp.shuffle_key < ${cursor.s}` },
    ];
  });
  const rows: ResultRow[] = [];
  for (let g = resume ? (cursor.g ?? 0) : 0; g < steps.length && rows.length <= SEARCH_PAGE_SIZE; g++) {
    const after =
      resume && g === cursor.g && cursor.k.length === 1
        ? sql` and (bp.shuffle_key, bp.business_id) > (${cursor.k[0]}, ${cursor.i}::uuid)`
        : sql``;
    const { how, where } = steps[g];
    const limit = SEARCH_PAGE_SIZE + 1 - rows.length;
    const columns = sql`${CARD_SELECT}, bp.shuffle_key as key`;
    const filter = sql`${whereClause(s, undefined, how)} and ${where}${after}`;
    // Read by the index, a level's few matches are sorted rather than walked in key order.
    const order = how === 'walk' ? sql`bp.shuffle_key` : sql`bp.shuffle_key + 0`;
    const found = await queryRows<PlacedRow & { key: number }>(
      db,
      readsPerZip(s, how)
        ? sql`select * from ${perZip(s, placeZips(s), columns, filter, sql`bp.shuffle_key, bp.business_id`, limit)} p
          order by key, "businessId" limit ${limit}`
        : sql`select ${columns} from ${fromClause(s)} where ${filter}
          order by ${order}, bp.business_id limit ${limit}`,
    );
    for (const row of found)
      rows.push({ ...row, next: { g, k: [row.key], i: row.businessId }, distanceMiles: null });
  }
  return rows;
}

/**
 * Near a ZIP code: the ZIP codes in the radius nearest first, and for each its best few businesses
 * (by bp_zip_shuffle_idx). The ring is in memory with each ZIP code's businesses (near-places.ts), so
 * the nearest ZIP codes that should hold a page of matches (by the share of the ring's businesses the
 * count found matching) are read in one statement, the next ones only if they did not: a page reads
 * a few ZIP codes, never the radius. When the search matches few businesses in all, walking the ZIP
 * codes would pass most of the radius without a match: then the matches are found by their indexes
 * (words, tags, offerings) and joined to the distances.
 */
async function byDistance(db: Db, s: ResolvedSearch, cursor: SearchCursor, resume: boolean, plan: PagePlan) {
  const near = s.near as NonNullable<ResolvedSearch['near']>;
  const [, level, shuffled] = sortKeys(s, cursor.s);
  const tenths = plan.near === 'walk' ? sql`z.tenths` : sql`bz.tenths`;
  const after = resume
    ? sql` and (${tenths}, ${level}, ${shuffled}, bp.business_id) > (${cursor.k[0]}::int, ${cursor.k[1]}::int, ${cursor.k[2]}::int, ${cursor.i}::uuid)`
    : sql``;
  const n = SEARCH_PAGE_SIZE + 1;
  type Found = PlacedRow & { tenths: number; level: number; shuffled: number };
  let found: Found[] = [];
  if (plan.near === 'walk') {
    for (const batch of nearestBatches(
      near.ring,
      resume ? cursor.k[0] : 0,
      n / Math.max(plan.share ?? 1, 0.001),
    )) {
      found = found.concat(
        await queryRows<Found>(
          db,
          sql`select b.*, z.tenths from (select u.zip, u.tenths from unnest(${sql.param(batch.zips)}::text[], ${sql.param(batch.tenths)}::int[]) as u(zip, tenths) order by tenths, zip) z
      cross join lateral (
        select ${CARD_SELECT}, ${level} as level, ${shuffled} as shuffled
        from ${fromClause(s, false)}
        where bp.business_zip_code = z.zip and ${whereClause(s, undefined, 'walk')}${after}
        order by level, shuffled, bp.business_id limit ${n - found.length}
      ) b
      order by z.tenths, b.level, b.shuffled, b."businessId" limit ${n - found.length}`,
        ),
      );
      if (found.length >= n) break;
    }
  } else {
    found = await queryRows<Found>(
      db,
      sql`select ${CARD_SELECT}, ${level} as level, ${shuffled} as shuffled, bz.tenths
      from ${fromClause(s)} where ${whereClause(s)}${after}
      order by bz.tenths, level, shuffled, bp.business_id limit ${n}`,
    );
  }
  return found.map(({ tenths, level: l, shuffled: k, ...row }) => ({
    ...row,
    next: { k: [tenths, l, k], i: row.businessId },
    distanceMiles: tenths / 10,
  }));
}

/**
 * The ring's ZIP codes from `fromTenths` out, nearest first, in batches: the first holding about
 * `businesses` businesses, each next one twice as many. A batch never splits ZIP codes at the same
 * distance, so pages read batch after batch keep the order of one statement over them all.
 */
export function* nearestBatches(ring: Ring, fromTenths: number, businesses: number) {
  const order = ring.zips
    .map((_, i) => i)
    .filter((i) => ring.tenths[i] >= fromTenths)
    .sort((a, b) => ring.tenths[a] - ring.tenths[b] || (ring.zips[a] < ring.zips[b] ? -1 : 1));
  let want = businesses;
  for (let from = 0; from < order.length; want *= 2) {
    let to = from;
    let held = 0;
    while (to < order.length && (to === from || held < want)) held += ring.businesses[order[to++]];
    while (to < order.length && ring.tenths[order[to]] === ring.tenths[order[to - 1]]) to++;
    const taken = order.slice(from, to);
    yield { zips: taken.map((i) => ring.zips[i]), tenths: taken.map((i) => ring.tenths[i]) };
    from = to;
  }
}
