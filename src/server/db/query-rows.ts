// The one way to run raw SQL: rows the same way on PGlite and node-postgres (both answer `{ rows }`;
// Drizzle's type does not say so). Takes the database or a transaction.
import { type SQL, sql } from 'drizzle-orm';

export interface RawSql {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function queryRows<T>(db: RawSql, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A database that runs transactions (the app's Db). */
export interface Transactional {
  transaction<T>(run: (tx: RawSql) => Promise<T>): Promise<T>;
}

/**
 * `queryRows` with its own statement time limit instead of the pool's: for a read whose one answer is
 * kept and shared by every visitor who asks (a search's counts), so it may take longer on a cold
 * cache than a visitor's own reads are allowed, rather than fail them all.
 */
export function queryRowsWithin<T>(db: Transactional, timeoutMs: number, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(timeoutMs)}`));
    return queryRows<T>(tx, query);
  });
}
