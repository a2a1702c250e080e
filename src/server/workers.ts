// WORKERS > 1: several processes serve the same PORT on one machine (node:cluster; the primary accepts
// connections and hands them to the workers in turn). The primary serves nothing itself: it migrates
// once (so N workers never race the same migrations), forks the workers (each boots and serves: main.ts
// → run-server.ts), says when all of them listen, replaces one that dies (waiting longer after each
// crash in a row, so a worker that cannot boot does not spin), and on SIGTERM/SIGINT drains them all.
// PostgreSQL only (env.ts): the embedded database has one writer (ADR 015).
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/client.ts';
import type { Env } from './env.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { createLogger, wantsPrettyLogs } from './lib/logger.ts';
import { seedGeography } from './modules/geography/seed-geography.ts';
import { STOP_TIMEOUT_MS } from './run-server.ts';

/** Crashes closer together than this count as "in a row" for the backoff. */
export const CRASH_WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** How long to wait before replacing a worker, given when this slot's workers crashed (ms, oldest first). */
export function restartDelay(crashes: number[], now: number): number {
  const recent = crashes.filter((t) => now - t < CRASH_WINDOW_MS).length;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, recent - 1));
}

export async function superviseWorkers(env: Env) {
  const logger = createLogger({ level: env.LOG_LEVEL, pretty: wantsPrettyLogs(env.NODE_ENV) });
  const count = env.WORKERS;
  // The secret every worker signs sessions with: made once here when it is generated (outside
  // production), not by N workers at the same moment.
  try {
    resolveAuthSecret(env);
    await migrateOnce(env, logger);
  } catch (err) {
    logger.fatal({ err: (err as Error).message }, 'could not prepare the database: no worker started');
    process.exit(1);
  }

  cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)) });
  /** Which of the N slots each live worker fills; a replacement takes its predecessor's slot. */
  const slots = new Map<Worker, number>();
  const crashes: number[][] = Array.from({ length: count }, () => []);
  const listening = new Set<Worker>();
  const timers = new Set<NodeJS.Timeout>();
  let announced = false;
  let stopping = false;

  const fork = (slot: number) => slots.set(cluster.fork(), slot);
  cluster.on('listening', (worker) => {
    listening.add(worker);
    if (announced)
      logger.warn({ pid: worker.process.pid, slot: slots.get(worker) }, 'worker replaced and serving');
    else if (listening.size === count) {
      announced = true;
      logger.info({ workers: count, port: env.PORT }, `All ${count} workers are serving.`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker) ?? 0;
    slots.delete(worker);
    listening.delete(worker);
    if (stopping) return;
    const now = Date.now();
    crashes[slot] = [...crashes[slot].filter((t) => now - t < CRASH_WINDOW_MS), now];
    const delayMs = restartDelay(crashes[slot], now);
    logger.error(
      { pid: worker.process.pid, code, signal, slot, restartInMs: delayMs },
      'worker died: restarting',
    );
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork(slot);
    }, delayMs);
    timers.add(timer);
  });
  for (let slot = 0; slot < count; slot++) fork(slot);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    logger.info({ signal, workers: slots.size }, 'draining every worker');
    // Each worker drains its own requests (run-server.ts) and exits 0; past its own time limit it
    // exits 1, and one that hangs even so is killed.
    const exits = [...slots.keys()].map(
      (worker) => new Promise<boolean>((resolve) => worker.once('exit', (code) => resolve(code === 0))),
    );
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      logger.error('workers did not stop in time: killing them');
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS + 2_000);
    const clean = (await Promise.all(exits)).every(Boolean);
    clearTimeout(force);
    logger.info({ clean }, 'stopped');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** Migrations and geography, as bootstrap does for one process, with a connection of its own. */
async function migrateOnce(env: Env, logger: ReturnType<typeof createLogger>) {
  const database = openDatabase({ url: env.DATABASE_URL }, logger);
  try {
    await database.migrate();
    await seedGeography(database.db);
  } finally {
    await database.close();
  }
}
