// The one way to run raw SQL: rows the same way on PGlite and node-postgres (both answer `{ rows }`;
// Drizzle's type does not say so). Takes the database or a transaction.
import type { SQL } from 'drizzle-orm';

export interface RawSql {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function queryRows<T>(db: RawSql, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
