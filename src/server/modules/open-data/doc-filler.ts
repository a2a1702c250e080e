// Keeps each public business's feed document beside its change (ADR 039): after every change, and
// for every unfilled row at start, the rows without a document get one, read in the same statement
// as their position, and written only if the position is still theirs (a business changed since has
// a new position and no document). So the feed reads one narrow row per change and joins nothing
// for a filled one. One process fills at a time (an advisory lock); the feed computes what is not
// filled yet itself, so a document only ever saves work.
import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../changes/change.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { kickedPasses } from '../../lib/kicked-passes.ts';
import type { Logger } from '../../lib/logger.ts';
import { OPEN_COLUMNS, type OpenRow, openDoc, openJoins } from './open-rows.ts';

export const FILL_BATCH = 1_000;
const FILL_LOCK = 7_104_500_321;

/** Fills up to `limit` rows; how many, or null when another process is filling. */
export async function fillDocs(db: Db, limit = FILL_BATCH): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FILL_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    const rows = await queryRows<OpenRow & { seq: string }>(
      tx,
      sql`select c.seq::text as seq, ${OPEN_COLUMNS}
        from (select * from open_data_changes where doc is null and is_public order by seq limit ${limit}) c
        ${openJoins('join')}`,
    );
    if (!rows.length) return 0;
    const docs = rows.map(openDoc);
    await tx.execute(
      sql`update open_data_changes o set doc = d.doc, page = d.page
        from unnest(${sql.param(rows.map((r) => r.seq))}::bigint[], ${sql.param(docs.map((d) => d.doc))}::text[],
          ${sql.param(docs.map((d) => d.page))}::text[])
          as d(seq, doc, page)
        where o.seq = d.seq and o.doc is null`,
    );
    return rows.length;
  });
}

/** Fills after every change heard and once at start; `stop()` waits for the pass under way. */
export function startDocFiller({ db, changes, logger }: { db: Db; changes: ChangeFeed; logger: Logger }) {
  const passes = kickedPasses(
    async () => {
      const filled = await fillDocs(db);
      // A full batch: more may be waiting (at start, every business).
      return filled === FILL_BATCH;
    },
    (err) => logger.warn({ err: String(err) }, 'open data documents not filled'),
  );
  const kick = () => passes.kick();
  // Not returned to the feed: a write's answer does not wait for documents (a bulk change has many).
  const unsubscribe = changes.subscribe(() => {
    kick();
  });
  kick();
  return {
    async stop() {
      passes.stop();
      unsubscribe();
      await passes.running();
    },
  };
}
