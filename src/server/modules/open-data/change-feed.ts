// The change feed a mirror follows (ADR 039): after a position in open_data_changes (a cursor, or
// the first change at or after a time), the next changes in commit order, each business as it is now
// or, when it is no longer public, its id among the gone. Positions are drawn in commit order
// (migration 0019), so a mirror that asks again with the cursor it was given misses nothing.
import { sql } from 'drizzle-orm';
import type { OpenFeedPage } from '#shared/api/open-data.ts';
import { OPEN_FEED_PAGE } from '#shared/open-data/open-data.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { OPEN_COLUMNS, type OpenRow, openBusiness, openJoins } from './open-rows.ts';

export interface FeedAsk {
  cursor?: string;
  updatedSince?: string;
  limit?: number;
}

type FeedRow = OpenRow & { seq: string; is_public: boolean; changed_id: string };

/** The position to read after: the cursor's, or just before the first change at or after the time. */
async function startAfter(db: Db, ask: FeedAsk): Promise<string> {
  if (ask.cursor) return ask.cursor;
  if (!ask.updatedSince) return '0';
  const [first] = await queryRows<{ seq: string }>(
    db,
    // Ordered by the columns (the index), not by the text alias.
    sql`select c.seq::text as seq from open_data_changes c where c.changed_at >= ${ask.updatedSince}::timestamptz
      order by c.changed_at, c.seq limit 1`,
  );
  if (first) return String(BigInt(first.seq) - 1n);
  // Nothing since: the newest position, so the next ask starts from there.
  const [last] = await queryRows<{ seq: string | null }>(
    db,
    sql`select max(seq)::text as seq from open_data_changes`,
  );
  return last?.seq ?? '0';
}

export async function changeFeed(db: Db, origin: string, ask: FeedAsk): Promise<OpenFeedPage> {
  const after = await startAfter(db, ask);
  const limit = ask.limit ?? OPEN_FEED_PAGE.default;
  // One more than asked says whether more are waiting. A gone business's profile may be deleted: its
  // columns come back null (the left join) and only its id is used.
  const rows = await queryRows<FeedRow>(
    db,
    sql`select c.seq::text as seq, c.is_public, c.business_id as changed_id, ${OPEN_COLUMNS}
      from (select * from open_data_changes where seq > ${after}::bigint order by seq limit ${limit + 1}) c
      ${openJoins('left join')}
      order by c.seq`,
  );
  const page = rows.slice(0, limit);
  const businesses: OpenFeedPage['businesses'] = [];
  const gone: string[] = [];
  for (const row of page) {
    if (row.is_public && row.id !== null) businesses.push(openBusiness(row, origin));
    else gone.push(row.changed_id);
  }
  return { businesses, gone, cursor: page.at(-1)?.seq ?? after, more: rows.length > limit };
}
