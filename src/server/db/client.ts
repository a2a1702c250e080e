// One Drizzle database over either embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeSignal, pgliteChangeSignal, postgresChangeSignal } from '../changes/change-signal.ts';
import type { Logger } from '../lib/logger.ts';
import { combinedMonitor, type QueryMonitor, watchPglite, watchPgPool } from './query-monitor.ts';
import { gatedPool, PUBLIC_READ_OPTIONS, READ_POOL_SIZE } from './read-pool.ts';
import * as schema from './schema/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: both drivers share PgDatabase; their result HKTs differ.
export type Db = PgDatabase<PgQueryResultHKT & any, typeof schema>;

export interface Database {
  db: Db;
  /** Public reads: time-limited, queued in the process, shed with a 503 when saturated (read-pool.ts). */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Pool usage and slow queries, for /metrics. */
  monitor: QueryMonitor;
  /**
   * Starts hearing what the database's triggers publish (once migrated: migration 0018 makes them),
   * in this process and every other on the same database (changes/change-signal.ts).
   */
  listenForChanges(): Promise<ChangeSignal>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Embedded only: a consistent copy of the database files (a gzipped tar PGlite can load), taken
   * between transactions after a checkpoint, while requests wait a moment.
   */
  snapshot?(): Promise<Blob>;
}

/** How long a request waits for a database connection before it answers 503. */
export const CONNECT_TIMEOUT_MS = 800;

/** The write pool (owners, the console, background work); public reads have their own (read-pool.ts). */
export const POOL_SIZE = 6;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** `location` is a PostgreSQL URL, a directory for PGlite, or 'memory://' for a throwaway PGlite. */
export function openDatabase(location: { url?: string; dir?: string }, logger?: Logger): Database {
  if (location.url) return openPostgres(location.url, logger);
  return openPglite(location.dir);
}

/** The extensions search and near-me use (PostgreSQL ships them in contrib). */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent, cube, earthdistance };

function openPglite(dir?: string): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  const extensions = PGLITE_EXTENSIONS;
  const client = dir ? new PGlite(join(dir), { extensions }) : new PGlite({ extensions });
  const monitor = watchPglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    // One embedded database and one connection: nothing to size or shed.
    readDb: db,
    kind: 'pglite',
    monitor,
    listenForChanges: () => pgliteChangeSignal(client),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // No transaction is half done while the files are copied: every write waits behind the copy.
    // A checkpoint first keeps the write-ahead log to replay on restore short.
    snapshot: async () => {
      await client.exec('checkpoint');
      return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
    },
  };
}

/** Creates the embedded database in `dir` (which must hold none) from a snapshot, then closes it. */
export async function loadPgliteSnapshot(dir: string, snapshot: Blob): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: snapshot });
  await client.waitReady;
  await client.close();
}

function openPostgres(url: string, logger?: Logger): Database {
  const common = {
    connectionString: url,
    // An outage must answer 503 within a second, so clients retry instead of hanging: waiting for a
    // free one from a pool stuck on a dead server, gives up after this long.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing its sockets is noticed by TCP keep-alive, not never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
  };
  // Writes, owners' pages, the console and background work: no time limit (a migration or a state's
  // launch may take long), a few connections.
  const pool = new pg.Pool({ ...common, max: POOL_SIZE });
  const readPool = gatedPool({ ...common, options: PUBLIC_READ_OPTIONS });
  // Without this listener a server restart kills the process (an idle client emits 'error').
  for (const p of [pool, readPool])
    p.on('error', (err) => logger?.warn({ err: err.message }, 'postgres pool error'));
  const monitor = combinedMonitor(watchPgPool(pool, POOL_SIZE), watchPgPool(readPool, READ_POOL_SIZE));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const readDb = drizzlePg(readPool, { schema }) as unknown as Db;
  return {
    db,
    readDb,
    kind: 'postgres',
    monitor,
    listenForChanges: () => postgresChangeSignal(url, { logger }),
    migrate: () => migratePg(db as never, { migrationsFolder }),
    // A connection of its own, not one from the pools: a ping asks whether the database answers
    // now, and must not queue behind the requests waiting for a pooled connection during an outage.
    ping: async () => {
      const client = new pg.Client(common);
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}

// Network failures, and the server's "shutting down / cannot connect now" (57P0x; 08xxx below).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // A public read past its time limit (read-pool.ts): the server is too busy to answer it now.
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|PGlite is closed/i;

/** True when the error means "the database is unreachable", not "the query was bad". */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: string; cause?: unknown; message?: string } | undefined;
    e;
    e = e.cause as never
  ) {
    // Class 08: connection exceptions; class 53: the server lacks resources (too many connections).
    if (e.code && (UNAVAILABLE_CODES.has(e.code) || /^(08|53)/.test(e.code))) return true;
    if (e.message && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
