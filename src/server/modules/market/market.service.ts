// Market pages: a keyset walk over (shuffle_key, business_id) from a random start, wrapping once.
// Each query shape is a named prepared statement (the hot path pays no planning cost: docs/product.md §20).
import { and, asc, desc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { BusinessCard, MarketPage } from '#shared/types/business.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';
import { cardColumns, toCard } from '../businesses/business-card.ts';
import { zipPins } from '../geography/zip-pins.ts';
import { newPostColumn } from '../posts/public-posts.ts';
import { encodeCursor, type MarketCursor } from './market-cursor.ts';

export const MARKET_PAGE_SIZE = 6;
/**
 * A literal, not a parameter: a prepared statement's generic plan can use the partial indexes
 * (WHERE is_published) only when the condition is written in the statement itself.
 */
const published = sql`${bp.isPublished}`;
export const RECENT_COUNT = 3;

/** The newest published businesses: a backward walk of bp_recent_idx (created_at, business_id). */
export async function recentBusinesses(db: Db): Promise<BusinessCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(bp)
    .where(published)
    .orderBy(desc(bp.createdAt), desc(bp.businessId))
    .limit(RECENT_COUNT);
  return rows.map(toCard);
}

type Shape = 'a-start' | 'a-after' | 'b-start' | 'b-after';
const p = (name: string) => sql.placeholder(name);

function buildQuery(db: Db, shape: Shape, withRegion: boolean) {
  const scope = and(
    published,
    eq(bp.businessState, p('state')),
    withRegion ? eq(bp.businessRegion, p('region')) : undefined,
  );
  const after: SQL = or(
    gt(bp.shuffleKey, p('k')),
    and(eq(bp.shuffleKey, p('k')), gt(bp.businessId, p('i'))),
  )!;
  const where = {
    'a-start': gte(bp.shuffleKey, p('s')),
    'a-after': and(gte(bp.shuffleKey, p('s')), after),
    'b-start': lt(bp.shuffleKey, p('s')),
    'b-after': and(lt(bp.shuffleKey, p('s')), after),
  }[shape];
  return db
    .select({
      ...cardColumns,
      shuffleKey: bp.shuffleKey,
      zipCode: bp.businessZipCode,
      newPost: newPostColumn(bp.businessId),
    })
    .from(bp)
    .where(and(scope, where))
    .orderBy(asc(bp.shuffleKey), asc(bp.businessId))
    .limit(p('n'))
    .prepare(`market_${shape.replace('-', '_')}_${withRegion ? 'region' : 'state'}`);
}

export function marketQueries(db: Db) {
  const prepared = new Map<string, ReturnType<typeof buildQuery>>();
  const run = (
    shape: Shape,
    values: { state: string; region?: string; s: number; k?: number | null; i?: string | null; n: number },
  ) => {
    const key = `${shape}:${values.region !== undefined}`;
    let query = prepared.get(key);
    if (!query) {
      query = buildQuery(db, shape, values.region !== undefined);
      prepared.set(key, query);
    }
    return query.execute(values);
  };

  return async function marketPage(query: {
    state: string;
    region?: string;
    cursor: MarketCursor;
    limit?: number;
  }): Promise<MarketPage> {
    const { state, region, cursor, limit = MARKET_PAGE_SIZE } = query;
    const base = { state, ...(region !== undefined ? { region } : {}), s: cursor.s };
    const resume = cursor.k !== null && cursor.i !== null ? { k: cursor.k, i: cursor.i } : null;
    let rows: Awaited<ReturnType<typeof run>>;
    let phase = cursor.p;
    if (phase === 'a') {
      rows = await run(resume ? 'a-after' : 'a-start', { ...base, ...resume, n: limit + 1 });
      if (rows.length <= limit) {
        // Phase A is exhausted: continue from the lowest key, before the start point.
        const wrapped = await run('b-start', { ...base, n: limit + 1 - rows.length });
        if (wrapped.length) phase = 'b';
        rows = [...rows, ...wrapped];
      }
    } else {
      rows = await run(resume ? 'b-after' : 'b-start', { ...base, ...resume, n: limit + 1 });
    }
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    // The map's pins: the page's ZIP code centroids, one primary-key lookup.
    const pins = await zipPins(
      db,
      page.map((r) => r.zipCode),
    );
    const lastPhase = last && cursor.p === 'a' && last.shuffleKey >= cursor.s ? 'a' : phase;
    return {
      items: page.map(({ zipCode, newPost, ...row }) => ({
        ...toCard(row),
        pin: (zipCode && pins.get(zipCode)) || null,
        newPost,
      })),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ s: cursor.s, p: lastPhase, k: last.shuffleKey, i: last.businessId })
          : null,
    };
  };
}
