// Market pages: a keyset walk over (shuffle_key, business_id) from a random start, wrapping once.
import { and, asc, desc, eq, gt, gte, lt, or, type SQL } from 'drizzle-orm';
import type { BusinessCard, MarketPage } from '#shared/types/business.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';
import { cardColumns, toCard } from '../businesses/business-card.ts';
import { encodeCursor, type MarketCursor } from './market-cursor.ts';

export const MARKET_PAGE_SIZE = 6;
export const RECENT_COUNT = 3;

export async function recentBusinesses(db: Db): Promise<BusinessCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(bp)
    .where(eq(bp.isPublished, true))
    .orderBy(desc(bp.createdAt))
    .limit(RECENT_COUNT);
  return rows.map(toCard);
}

interface MarketQuery {
  state: string;
  region?: string;
  cursor: MarketCursor;
  limit?: number;
}

export async function marketPage(
  db: Db,
  { state, region, cursor, limit = MARKET_PAGE_SIZE }: MarketQuery,
): Promise<MarketPage> {
  const scope = and(
    eq(bp.isPublished, true),
    eq(bp.businessState, state),
    region ? eq(bp.businessRegion, region) : undefined,
  );
  const after = (k: number | null, i: string | null): SQL | undefined =>
    k === null || i === null
      ? undefined
      : or(gt(bp.shuffleKey, k), and(eq(bp.shuffleKey, k), gt(bp.businessId, i)));
  const fetch = (where: SQL | undefined, n: number) =>
    db
      .select({ ...cardColumns, shuffleKey: bp.shuffleKey })
      .from(bp)
      .where(and(scope, where))
      .orderBy(asc(bp.shuffleKey), asc(bp.businessId))
      .limit(n);

  let rows: Awaited<ReturnType<typeof fetch>> = [];
  let phase = cursor.p;
  if (phase === 'a') {
    rows = await fetch(and(gte(bp.shuffleKey, cursor.s), after(cursor.k, cursor.i)), limit + 1);
    if (rows.length <= limit) {
      // Phase A is exhausted: continue from the lowest key, before the start point.
      const wrapped = await fetch(lt(bp.shuffleKey, cursor.s), limit + 1 - rows.length);
      if (wrapped.length) phase = 'b';
      rows = [...rows, ...wrapped];
    }
  } else {
    rows = await fetch(and(lt(bp.shuffleKey, cursor.s), after(cursor.k, cursor.i)), limit + 1);
  }

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit;
  const lastPhase = last && last.shuffleKey >= cursor.s && cursor.p === 'a' ? 'a' : phase;
  return {
    items: page.map(toCard),
    nextCursor:
      hasMore && last
        ? encodeCursor({ s: cursor.s, p: lastPhase, k: last.shuffleKey, i: last.businessId })
        : null,
  };
}
