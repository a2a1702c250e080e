// Entry: parse env, boot, listen; SIGTERM/SIGINT drain in-flight requests before exiting.
import type { Server } from 'node:http';
import { heldMessage, tryLockDataDir } from './db/data-dir-lock.ts';
import { parseEnv } from './env.ts';

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const started = performance.now();
// One writer for the embedded database (ADR 015), checked before the rest of the app loads: a second
// process on a held DATA_DIR stops at once with one line saying who holds it and what to do.
const lock = env.DATABASE_URL ? undefined : tryLockDataDir(env.DATA_DIR);
if (!env.DATABASE_URL && !lock) {
  console.error(heldMessage(env.DATA_DIR));
  process.exit(1);
}

const [
  { serve },
  { bootstrap },
  { startControlServer },
  { maybeSeedDemo },
  { trackConnections },
  { retryPendingDeletes },
  { startBackupSchedule },
  { backupSourceOf },
] = await Promise.all([
  import('@hono/node-server'),
  import('./bootstrap.ts'),
  import('./control/control-server.ts'),
  import('./db/seed/maybe-seed-demo.ts'),
  import('./lib/drain.ts'),
  import('./media/store-image.ts'),
  import('./backup/backup-schedule.ts'),
  import('./backup/take-backup.ts'),
]);
const { app, deps, database, close } = await bootstrap(env, { lock });
await maybeSeedDemo(deps, { embedded: database.kind === 'pglite' });
// `npm run cli` reaches the one writer of an embedded database through it (ADR 015).
const control =
  database.kind === 'pglite'
    ? await startControlServer({ deps, database }, env.DATA_DIR, deps.logger)
    : undefined;
const backups =
  database.kind === 'pglite'
    ? startBackupSchedule(backupSourceOf(deps, database), {
        intervalMs: env.BACKUP_INTERVAL,
        keep: env.BACKUP_KEEP,
        s3: env.S3_BUCKET ? deps.storage : undefined,
        logger: deps.logger,
      })
    : undefined;

// Handlers still running count as in flight even when their client has gone away.
let inFlight = 0;
const fetchCounted: typeof app.fetch = async (req, ...rest) => {
  inFlight += 1;
  try {
    return await app.fetch(req, ...rest);
  } finally {
    inFlight -= 1;
  }
};

const server = serve({ fetch: fetchCounted, port: env.PORT, hostname: env.HOST }, (info) => {
  deps.logger.info(
    {
      url: env.PUBLIC_URL,
      port: info.port,
      db: database.kind,
      bootMs: Math.round(performance.now() - started),
    },
    `Locals Market is ready: open ${env.PUBLIC_URL}`,
  );
});

// Idle keep-alive connections stay open longer than a proxy's or a client pool's idle time (60 s is
// common). With Node's 5 s default, a client that reuses a socket just as the server closes it gets
// ECONNRESET on a request the server never saw.
(server as Server).keepAliveTimeout = 65_000;
(server as Server).headersTimeout = 66_000;

// The cleanup pass: retry file deletes that failed earlier (docs/product.md §14.3).
const cleanup = setInterval(() => {
  retryPendingDeletes(deps.storage, deps.db).catch((err) =>
    deps.logger.warn({ err: err.message }, 'cleanup pass failed'),
  );
}, 10 * 60_000);
cleanup.unref();

const connections = trackConnections(server as Server);
/** Past this the process exits anyway (code 1): a stop must not hang on a stuck request. */
const STOP_TIMEOUT_MS = 10_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, 'draining in-flight requests');
  const force = setTimeout(() => {
    deps.logger.error('stop timed out: exiting with requests still running');
    process.exit(1);
  }, STOP_TIMEOUT_MS);
  force.unref();
  clearInterval(cleanup);
  await control?.close();
  await backups?.stop();
  // Stop accepting, finish what is in flight, close keep-alive connections without a reset.
  await connections.drain(STOP_TIMEOUT_MS - 2_000);
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 25));
  // Then: write the page views counted so far, stop the mail worker, close Redis and the database.
  try {
    await close();
  } catch (err) {
    deps.logger.error({ err: (err as Error).message }, 'closing failed');
  }
  deps.logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
