// A read with its own time limit (a search's shared counts): the limit holds for that read only, on
// both drivers; on the PostgreSQL server (the suite's PostgreSQL pass) it also cancels a slow one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bothDatabases, type Opened } from '../test/both-databases.ts';
import type { Database } from './client.ts';
import { queryRows, queryRowsWithin } from './query-rows.ts';

describe.each(bothDatabases())('queryRowsWithin on %s', (kind, open) => {
  let database: Database;
  let drop: Opened['drop'];
  beforeAll(async () => {
    ({ database, drop } = await open());
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const limit = () => queryRows<{ statement_timeout: string }>(database.readDb, sql`show statement_timeout`);

  test('runs the read under its own limit, and leaves the pool’s as it was', async () => {
    const [before] = await limit();
    const [inside] = await queryRowsWithin<{ statement_timeout: string }>(
      database.readDb,
      8_000,
      sql`show statement_timeout`,
    );
    expect(inside.statement_timeout).toBe('8s');
    expect((await limit())[0].statement_timeout).toBe(before.statement_timeout);
  });

  test.runIf(kind === 'PostgreSQL')('cancels a read that runs past it', async () => {
    await expect(queryRowsWithin(database.readDb, 50, sql`select pg_sleep(1)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '57014' }),
    });
  });
});
