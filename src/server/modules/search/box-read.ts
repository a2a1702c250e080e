// How "Search this area" reads its box (BoxRead in search-sql.ts), decided from how many ZIP codes
// and businesses it holds. Each count stops one past its limit (the GiST index, then
// bp_zip_shuffle_idx), so deciding costs about a millisecond; the answer is kept a minute per box,
// as the map's shoppers page through and filter the same area.
import { sql } from 'drizzle-orm';
import { type Bbox, formatBbox } from '#shared/search/bbox.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { memoryCache } from '../../lib/memory-cache.ts';
import { type BoxRead, insideBox } from './search-sql.ts';

/** A box of up to this many ZIP codes is read ZIP code by ZIP code (a page reads at most 13 rows of each). */
const PER_ZIP_ZIPS = 100;
/**
 * A box with at most this many ZIP codes (of about 33,000) and businesses reads all its businesses
 * (then sorts them); a fuller one walks the shuffle order, where its businesses are dense enough to
 * fill a page soon (a metro's 65,000 businesses read and sorted took 250 ms at 1M).
 */
const FEW_ZIPS = 600;
const FEW_BUSINESSES = 2_000;

export function boxReader(db: Db) {
  const decided = memoryCache<Promise<BoxRead>>({ max: 5_000, ttlMs: 60_000 });

  async function decide(box: Bbox): Promise<BoxRead> {
    const [zips] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from us_zips z where z.latitude is not null and ${insideBox(box)} limit ${FEW_ZIPS + 1}) s`,
    );
    const n = zips?.n ?? 0;
    if (n <= PER_ZIP_ZIPS) return 'zips';
    if (n > FEW_ZIPS) return 'wide';
    const [businesses] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from us_zips z join business_profiles bp
            on bp.business_zip_code = z.zip and bp.is_published
            where z.latitude is not null and ${insideBox(box)} limit ${FEW_BUSINESSES + 1}) s`,
    );
    return (businesses?.n ?? 0) <= FEW_BUSINESSES ? 'few' : 'wide';
  }

  return (box: Bbox): Promise<BoxRead> => {
    const key = formatBbox(box);
    const known = decided.get(key);
    if (known) return known;
    const answer = decide(box);
    decided.set(key, answer);
    // A failed count is not kept: the next search asks again.
    answer.catch(() => decided.delete(key));
    return answer;
  };
}
