// Rows of a raw SQL statement, the same way on PGlite and node-postgres (both answer `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
