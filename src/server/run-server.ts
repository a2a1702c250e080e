// One serving process: boot, await what must be ready first, listen; SIGTERM/SIGINT drain in-flight
// requests before exiting. main.ts runs it alone, or in each worker of WORKERS > 1 (workers.ts).
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { Gauge } from 'prom-client';
import type { DataDirLock } from './db/data-dir-lock.ts';
import type { Env } from './env.ts';

export interface RunOptions {
  lock?: DataDirLock;
  /** performance.now() when the process started, for the ready line's bootMs. */
  started: number;
  /** false in a worker: its primary migrated once before forking. */
  migrate: boolean;
}

export async function runServer(env: Env, { lock, started, migrate }: RunOptions) {
  const [
    { serve },
    { bootstrap },
    { startControlServer },
    { maybeSeedDemo },
    { trackConnections },
    { retryPendingDeletes },
    { startBackupSchedule },
    { backupSourceOf },
    { startDumpSchedule },
  ] = await Promise.all([
    import('@hono/node-server'),
    import('./bootstrap.ts'),
    import('./control/control-server.ts'),
    import('./db/seed/maybe-seed-demo.ts'),
    import('./lib/drain.ts'),
    import('./media/store-image.ts'),
    import('./backup/backup-schedule.ts'),
    import('./backup/take-backup.ts'),
    import('./modules/open-data/dump-schedule.ts'),
  ]);
  const { app, deps, database, close, beforeListen } = await bootstrap(env, { lock, migrate });
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
  // Open data's dumps: every process looks, the one holding the lock writes (ADR 039).
  const dumps = startDumpSchedule(deps);
  // Which process answered a scrape: with WORKERS > 1 each worker has its own counters, and the
  // shared port hands a scrape to any of them (a pid and a worker number say nothing secret).
  new Gauge({
    name: 'locals_process_info',
    help: 'This serving process: its pid and its cluster worker number (0 when it serves alone).',
    labelNames: ['pid', 'worker'] as const,
    registers: [deps.metrics.registry],
  }).set({ pid: String(process.pid), worker: String(cluster.worker?.id ?? 0) }, 1);

  // Handlers still running count as in flight even when their client has gone away.
  let inFlight = 0;
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests this process is answering now (a scrape counts itself).',
    registers: [deps.metrics.registry],
    collect() {
      this.set(inFlight);
    },
  });
  const fetchCounted: typeof app.fetch = async (req, ...rest) => {
    inFlight += 1;
    try {
      return await app.fetch(req, ...rest);
    } finally {
      inFlight -= 1;
    }
  };

  // What must be ready before the first request (e.g. an index built from the database): a worker
  // that listens counts as serving for its supervisor (workers.ts).
  await Promise.all(beforeListen.map((ready) => ready()));

  const server = serve({ fetch: fetchCounted, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info(
      {
        url: env.PUBLIC_URL,
        port: info.port,
        db: database.kind,
        bootMs: Math.round(performance.now() - started),
        ...(cluster.worker ? { worker: cluster.worker.id, pid: process.pid } : {}),
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
    dumps.stop();
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
}

/** Past this the process exits anyway (code 1): a stop must not hang on a stuck request. */
export const STOP_TIMEOUT_MS = 10_000;
