// Reading the index's documents from the database: every published business of a live state with
// what a search filters, orders and counts by, its search document's words as PostgreSQL made them
// (so stemming and unaccenting are PostgreSQL's own, never re-implemented), and its opening ranges.
// A build reads them in batches by business id inside one repeatable-read transaction (one snapshot,
// JIT off: the batches are many short statements); a change reads the few businesses it names.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows, type RawSql } from '../../../db/query-rows.ts';
import type { IndexDoc } from './search-index.ts';
import type { ZipPlace } from './zip-table.ts';

const BATCH = 5_000;

/**
 * Each word of the search vector once (space-separated), with the best weight it has: "a" (name), "b" (categories,
 * headline), "c" (anything else); the ranges as "zone weekday opens closes" (semicolon-separated).
 */
const DOC_COLUMNS = sql`bp.business_id as id, bp.shuffle_key as key, bp.business_state as state,
  bp.business_region as region, bp.business_zip_code as zip, bp.business_type as type,
  bp.business_categories as categories, bp.business_offering as offerings, bp.business_identities as tags,
  bp.business_structure as structure, bp.recommendation_count > 0 as recommended,
  (select min(i.item_price) from business_pricing_items i where i.business_id = bp.business_id)::float8 as lowest,
  coalesce((select string_agg(case when 'A' = any(u.weights) then 'a' when 'B' = any(u.weights) then 'b' else 'c' end || u.lexeme, ' ')
    from unnest(bp.search_vector) u), '') as words,
  coalesce((select string_agg(r.time_zone || ' ' || r.weekday || ' ' || r.opens_min || ' ' || r.closes_min, ';')
    from business_open_ranges r where r.business_id = bp.business_id), '') as hours`;

/** Exactly the businesses a search may show (search-sql.ts before the index: published, live state). */
const SHOWN = sql`from business_profiles bp join states st on st.name = bp.business_state
  where bp.is_published and st.is_live`;

function docsWhere(tx: RawSql, extra: SQL, limit?: number) {
  return queryRows<LoadedRow>(
    tx,
    sql`select ${DOC_COLUMNS} ${SHOWN} and ${extra} order by bp.business_id${limit ? sql` limit ${limit}` : sql``}`,
  ).then((rows) => rows.map(normalise));
}

/** A row as read: the words and hours come as one text each (a text[] of 35 words costs far more to parse). */
type LoadedRow = Omit<IndexDoc, 'words' | 'hours'> & { words: string; hours: string };

// node-postgres and PGlite both answer numbers and arrays; a float8 null stays null. Lexemes hold no
// space (the parser splits on them), zones no space nor semicolon.
function normalise(row: LoadedRow): IndexDoc {
  return {
    ...row,
    key: Number(row.key),
    lowest: row.lowest === null ? null : Number(row.lowest),
    words: row.words ? row.words.split(' ') : [],
    hours: row.hours ? row.hours.split(';') : [],
  };
}

/**
 * Every document for a build, in one pass over the table (a cursor fetched batch by batch, the
 * prices and hours grouped once and hashed): reading by id instead went to the heap at random, 200 s
 * at a million businesses against about 40 s.
 */
const ALL_DOCS = sql`select bp.business_id as id, bp.shuffle_key as key, bp.business_state as state,
  bp.business_region as region, bp.business_zip_code as zip, bp.business_type as type,
  bp.business_categories as categories, bp.business_offering as offerings, bp.business_identities as tags,
  bp.business_structure as structure, bp.recommendation_count > 0 as recommended, p.lowest,
  coalesce((select string_agg(case when 'A' = any(u.weights) then 'a' when 'B' = any(u.weights) then 'b' else 'c' end || u.lexeme, ' ')
    from unnest(bp.search_vector) u), '') as words,
  coalesce(h.hours, '') as hours
  from business_profiles bp join states st on st.name = bp.business_state
  left join (select business_id, min(item_price)::float8 as lowest from business_pricing_items group by 1) p
    on p.business_id = bp.business_id
  left join (select business_id, string_agg(time_zone || ' ' || weekday || ' ' || opens_min || ' ' || closes_min, ';') as hours
    from business_open_ranges group by 1) h on h.business_id = bp.business_id
  where bp.is_published and st.is_live`;

/**
 * The ZIP codes (unless `onZips` is null: the caller has them), then every document batch by batch
 * (as they come), in one snapshot.
 */
export async function loadAll(
  db: Db,
  onZips: ((zips: ZipPlace[]) => void) | null,
  onBatch: (docs: IndexDoc[]) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    // The public read pool's session limits are for visitors' reads, not for reading every business.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local enable_seqscan = on`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    // A cursor is planned for its first rows (nested lookups); this one is read to its end.
    await tx.execute(sql`set local cursor_tuple_fraction = 1`);
    if (onZips) {
      const zips = await queryRows<ZipPlace>(
        tx,
        sql`select zip, city, state, latitude as lat, longitude as lng, time_zone as "timeZone" from us_zips where latitude is not null`,
      );
      onZips(zips.map((z) => ({ ...z, lat: Number(z.lat), lng: Number(z.lng) })));
    }
    await tx.execute(sql`declare search_index_load no scroll cursor for ${ALL_DOCS}`);
    for (;;) {
      const docs = (await queryRows<LoadedRow>(tx, sql.raw(`fetch ${BATCH} from search_index_load`))).map(
        normalise,
      );
      if (docs.length) onBatch(docs);
      if (docs.length < BATCH) break;
    }
    await tx.execute(sql`close search_index_load`);
  });
}

/** The named businesses as the index should hold them now (those no longer shown are absent). */
export function loadSome(db: Db, ids: readonly string[]): Promise<IndexDoc[]> {
  if (!ids.length) return Promise.resolve([]);
  return docsWhere(db, sql`bp.business_id = any(${sql.param([...ids])}::uuid[])`);
}
