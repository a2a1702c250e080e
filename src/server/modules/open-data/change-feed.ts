// The change feed a mirror follows (ADR 039): after a position in open_data_changes (a cursor, or
// the first change at or after a time), the next changes in commit order, each business as it is now
// or, when it is no longer public, its id among the gone. Positions are drawn in commit order
// (migration 0019), so a mirror that asks again with the cursor it was given misses nothing.
// A page is one index range of narrow rows: each business's JSON is kept beside its change
// (doc-filler.ts) and put in the answer as it is; the few not filled yet are read and mapped here.
import { sql } from 'drizzle-orm';
import type { OpenFeedPage } from '#shared/api/open-data.ts';
import { OPEN_FEED_PAGE } from '#shared/open-data/open-data.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { asJsonText, type JsonText } from '../../lib/json-text.ts';
import { OPEN_COLUMNS, type OpenRow, openDoc, openJoins, withUrl } from './open-rows.ts';

export interface FeedAsk {
  cursor?: string;
  updatedSince?: string;
  limit?: number;
}

interface ChangeRow {
  seq: string;
  is_public: boolean;
  business_id: string;
  doc: string | null;
  page: string | null;
}

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

/** The documents of public businesses not filled yet, as they are now (a business gone since is absent). */
async function docsNow(db: Db, ids: string[]): Promise<Map<string, { doc: string; page: string }>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<OpenRow>(
    db,
    sql`select ${OPEN_COLUMNS} from open_data_changes c ${openJoins('join')}
      where c.business_id = any(${sql.param(ids)}::uuid[]) and c.is_public`,
  );
  return new Map(rows.map((r) => [r.id, openDoc(r)]));
}

/** The page as JSON text (an OpenFeedPage): the kept documents go in without being parsed. */
export async function changeFeed(db: Db, origin: string, ask: FeedAsk): Promise<JsonText<OpenFeedPage>> {
  const after = await startAfter(db, ask);
  const limit = ask.limit ?? OPEN_FEED_PAGE.default;
  // One more than asked says whether more are waiting.
  const rows = await queryRows<ChangeRow>(
    db,
    // Ordered by the column, not by its text alias ('10' < '9').
    sql`select c.seq::text as seq, c.is_public, c.business_id, c.doc, c.page from open_data_changes c
      where c.seq > ${after}::bigint order by c.seq limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const computed = await docsNow(
    db,
    page.filter((r) => r.is_public && r.doc === null).map((r) => r.business_id),
  );
  const businesses: string[] = [];
  const gone: string[] = [];
  for (const row of page) {
    const kept = row.is_public
      ? row.doc !== null && row.page !== null
        ? row
        : computed.get(row.business_id)
      : null;
    if (kept?.doc && kept.page) businesses.push(withUrl(kept.doc, kept.page, origin));
    else gone.push(row.business_id);
  }
  const cursor = page.at(-1)?.seq ?? after;
  return asJsonText(
    `{"businesses":[${businesses.join(',')}],"gone":${JSON.stringify(gone)},"cursor":${JSON.stringify(cursor)},"more":${rows.length > limit}}`,
  );
}
