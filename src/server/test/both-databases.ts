// The two drivers a database-level test runs on: PGlite always, and a fresh database on the
// PostgreSQL server when TEST_DATABASE_URL names one (the suite's PostgreSQL pass).
import { type Database, openDatabase } from '../db/client.ts';
import { createPgDatabase } from './harness.ts';

export type Opened = { database: Database; drop?: () => Promise<void> };

export function bothDatabases(): [string, () => Promise<Opened>][] {
  const kinds: [string, () => Promise<Opened>][] = [['PGlite', async () => ({ database: openDatabase({}) })]];
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    kinds.push([
      'PostgreSQL',
      async () => {
        const created = await createPgDatabase(url);
        return { database: openDatabase({ url: created.url }), drop: created.drop };
      },
    ]);
  return kinds;
}
