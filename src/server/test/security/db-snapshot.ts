// Row count and a hash of every row of every table, so a test can show that nothing changed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Tables that change on every request by design, with why; everything else must stay identical.
 * Sessions, verifications and sign-in failures are compared: a rejected request must not sign
 * anyone in or out, issue a token, or count a failed sign-in.
 */
export const VOLATILE_TABLES: Record<string, string> = {
  rate_limits: 'every request to a limited route is counted, bad input included (that is the point)',
  business_page_views: 'public business pages count a view per visit, flushed in the background',
  open_data_changes:
    'open data’s feed documents are filled in the background after a change (doc-filler.ts); the changes themselves follow business_profiles and states, which are compared',
  mail_outbox: 'the mail worker marks earlier emails (sign-up confirmations) sent in the background',
  user_digests:
    'the signed-in owner’s own seen mark and digest setting: a corpus variant that stays valid (a repeated key, an empty query) saves it',
};

export type Snapshot = Record<string, { rows: number; hash: string }>;

export async function dbSnapshot(db: Db, skip: string[] = []): Promise<Snapshot> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Snapshot = {};
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    if (name in VOLATILE_TABLES || skip.includes(name)) continue;
    const result = await db.execute<{ rows: number; hash: string | null }>(
      sql`select count(*)::int as rows, md5(string_agg(t::text, E'\n' order by t::text)) as hash
          from ${sql.identifier(name)} t`,
    );
    const row = (result as unknown as { rows: { rows: number; hash: string | null }[] }).rows[0];
    out[name] = { rows: row.rows, hash: row.hash ?? '' };
  }
  return out;
}
