// Opens the database, migrates, loads geography, and wires every dependency of the app.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { createAuth } from './auth.ts';
import { CacheRegistry } from './changes/caches.ts';
import type { ChangeSignal } from './changes/change-signal.ts';
import type { Deps } from './context.ts';
import { openDatabase } from './db/client.ts';
import { type DataDirLock, lockDataDir } from './db/data-dir-lock.ts';
import type { Env } from './env.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { errorLogFields } from './lib/db-errors.ts';
import { createLogger, type Logger, wantsPrettyLogs } from './lib/logger.ts';
import { databaseRateLimitStore } from './lib/rate-limit.ts';
import { redisRateLimitStore } from './lib/redis-rate-limit.ts';
import { databaseAvailability } from './lib/unavailable.ts';
import { startMailWorker } from './mail/mail-worker.ts';
import { createMailer } from './mail/mailer.ts';
import { outboxMailer } from './mail/outbox.ts';
import { createMetrics } from './metrics/metrics.ts';
import { seedGeography } from './modules/geography/seed-geography.ts';
import { createViewCounter } from './modules/management/view-counter.ts';
import { startDocFiller } from './modules/open-data/doc-filler.ts';
import { startSearchIndex } from './modules/search/search.routes.ts';
import { startDigestSchedule } from './modules/updates/digests.ts';
import { localStorage } from './storage/local-storage.ts';
import { s3Storage } from './storage/s3-storage.ts';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist', import.meta.url));

export interface BootOptions {
  /** Use a throwaway in-memory PGlite (tests) instead of DATA_DIR/db. */
  memoryDb?: boolean;
  logger?: Logger;
  webRoot?: string;
  /** The DATA_DIR lock when the caller took it already (the CLI tries before it chooses a path). */
  lock?: DataDirLock;
  /** false: another process migrated already (the primary of WORKERS > 1 does it once, workers.ts). */
  migrate?: boolean;
}

export async function bootstrap(env: Env, opts: BootOptions = {}) {
  const logger = opts.logger ?? createLogger({ level: env.LOG_LEVEL, pretty: wantsPrettyLogs(env.NODE_ENV) });
  // One writer for the embedded database (ADR 015): taken before the database is opened, so a
  // second process stops (DataDirHeldError) without touching it. PostgreSQL has many writers.
  const embeddedOnDisk = !env.DATABASE_URL && !opts.memoryDb;
  const lock = embeddedOnDisk ? (opts.lock ?? lockDataDir(env.DATA_DIR)) : undefined;
  const database = openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dir: opts.memoryDb ? undefined : join(resolve(env.DATA_DIR), 'db') },
    logger,
  );
  let changes: ChangeSignal;
  try {
    if (opts.migrate !== false) {
      await database.migrate();
      await seedGeography(database.db);
    }
    // Once migrated (the triggers exist): every commit on the database from now on is heard.
    changes = await database.listenForChanges();
  } catch (err) {
    await database.close().catch(() => {});
    lock?.release();
    throw err;
  }

  // Requests enqueue mail in the database; the worker delivers it, retrying while SMTP is down.
  const transport = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    dataDir: env.DATA_DIR,
    logger,
    logLinks: env.NODE_ENV !== 'production',
  });
  const mailWorker = startMailWorker({ db: database.db, transport, logger });
  const mailer = outboxMailer(database.db, () => mailWorker.kick());
  // Counters live in the shared database, or in Redis when several processes share REDIS_URL (with
  // the database as the fallback while Redis is away).
  const databaseStore = databaseRateLimitStore(database.db);
  const redis = env.REDIS_URL ? await redisRateLimitStore(env.REDIS_URL, databaseStore, logger) : undefined;
  const rateLimitStore = redis?.store ?? databaseStore;
  const authSecret = resolveAuthSecret(env);
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    publicUrl: env.PUBLIC_URL,
    publicUrlSet: env.PUBLIC_URL_SET,
    trustedOrigins: env.TRUSTED_ORIGINS,
    mailer,
    rateLimitStore,
    logger,
  });
  const mediaRoot = join(resolve(env.DATA_DIR), 'media');
  const viewCounter = createViewCounter(database.db, (err) =>
    logger.warn({ err: errorLogFields(err) }, 'view count flush failed'),
  );
  // Every public cache drops what a change makes wrong, before any other listener hears it.
  const caches = new CacheRegistry();
  changes.subscribe((change) => caches.apply(change));
  const metrics = createMetrics({
    db: database.db,
    monitor: database.monitor,
    pendingViews: () => viewCounter.pending(),
    caches: () => caches.report(),
  });
  const deps: Deps = {
    env,
    viewCounter,
    metrics,
    storage: env.S3_BUCKET ? s3Storage(env) : localStorage(mediaRoot),
    mediaRoot,
    db: database.db,
    readDb: database.readDb,
    ping: database.ping,
    changes,
    caches,
    database: databaseAvailability(database.ping),
    auth,
    authSecret,
    mailer,
    rateLimitStore,
    logger,
    webRoot: opts.webRoot ?? (env.WEB_ROOT ? resolve(env.WEB_ROOT) : DEFAULT_WEB_ROOT),
  };
  const digests = startDigestSchedule(deps);
  // Open data's feed documents, kept beside each change (ADR 039): one process fills at a time.
  const openDocs = startDocFiller(deps);
  /** Work each process awaits before it listens (e.g. an index built from the database): run-server.ts. */
  // The search index answers every search: built before a server (or a worker) takes requests.
  const beforeListen: Array<() => Promise<void>> = [() => startSearchIndex(deps)];
  const close = async () => {
    digests.stop();
    await openDocs.stop();
    await viewCounter.stop();
    await mailWorker.stop();
    await redis?.close().catch(() => {});
    await changes.close().catch(() => {});
    try {
      await database.close();
    } finally {
      lock?.release();
    }
  };
  return { deps, database, close, beforeListen, app: createApp(deps) };
}
