// `npm run bench:backup [-- businesses]`: the time and size of a backup of an embedded database with
// that many published businesses (default 100,000; seeded as the search benchmark seeds PostgreSQL),
// then the time to restore it into a new DATA_DIR. The demo marketplace's backup is timed by
// `npm run cli -- backup` on a fresh `npm start`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { restoreBackup } from '../../src/server/backup/restore-backup.ts';
import { backupSourceOf, takeBackup } from '../../src/server/backup/take-backup.ts';
import { bootstrap } from '../../src/server/bootstrap.ts';
import { tryLockDataDir } from '../../src/server/db/data-dir-lock.ts';
import { parseEnv } from '../../src/server/env.ts';
import { seedMillion } from './seed-million.ts';

const total = Number(process.argv[2] ?? 100_000);
const source = await mkdtemp(join(tmpdir(), 'locals-bench-backup-'));
const target = await mkdtemp(join(tmpdir(), 'locals-bench-restore-'));
const env = parseEnv({ DATA_DIR: source, LOG_LEVEL: 'warn', SEED_DEMO: '0', AUTH_SECRET: 'b'.repeat(40) });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  const { database, deps, close } = await bootstrap(env, { webRoot: source });
  let t0 = performance.now();
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  await seedMillion(pglite as never, total, Math.round(total * 0.3));
  console.log(`seeded ${total.toLocaleString()} businesses in ${seconds(performance.now() - t0)}`);
  const file = join(source, 'bench.tar');
  const backup = await takeBackup(backupSourceOf(deps, database), file);
  console.log(`backup: ${(backup.bytes / 1_000_000).toFixed(1)} MB in ${seconds(backup.ms)} (${file})`);
  await close();
  t0 = performance.now();
  const lock = tryLockDataDir(target);
  await restoreBackup(file, target, { force: false });
  lock?.release();
  console.log(`restore into an empty DATA_DIR: ${seconds(performance.now() - t0)}`);
} finally {
  await rm(source, { recursive: true, force: true });
  await rm(target, { recursive: true, force: true });
}
