// What the server benchmarks share: a PostgreSQL database with a million businesses, the app started
// on it in production mode, and autocannon runs printed one line each (docs/product.md §20).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { answeringPid, answeringProcess } from '../../src/server/test/answering-pid.ts';
import { seedMillion } from './seed-million.ts';

export const BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const TOTAL = Number(process.env.BENCH_TOTAL ?? 1_000_000);
export const IN_STATE = Number(process.env.BENCH_IN_STATE ?? 300_000);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const root = new URL('../..', import.meta.url).pathname;

/** Creates, migrates and seeds the benchmark database (once: a seeded one is reused); its URL. */
export async function benchDatabase(name = process.env.BENCH_DB ?? 'locals_bench'): Promise<string> {
  const admin = new pg.Client({ connectionString: `${BASE}/postgres` });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = `${BASE}/${name}`;
  console.log(
    `Migrating and seeding ${TOTAL.toLocaleString()} businesses (${IN_STATE.toLocaleString()} in California)…`,
  );
  const migrate = spawnSync(process.execPath, ['scripts/cli.js', 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (migrate.status !== 0) process.exit(1);
  const t0 = performance.now();
  console.log(await seedMillion(url, TOTAL, IN_STATE), `in ${Math.round(performance.now() - t0)} ms`);
  return url;
}

/**
 * The app in production mode on `url` (its web build in dist/), once it answers /readyz; with
 * `env.WORKERS` above 1, once every worker answers (src/server/workers.ts).
 */
/** How long an app may take to be ready (migrations, the search index's first build). */
const READY_WITHIN_MS = 10 * 60_000;

export async function startApp(
  url: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ origin: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      WEB_ROOT: join(root, 'dist'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Ready once migrated and its search index is built: minutes at a million businesses (ADR 035).
  const deadline = performance.now() + READY_WITHIN_MS;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the app was not ready within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`App ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const workers = Number(env.WORKERS ?? 1);
  if (workers > 1) await allWorkersServing(origin, workers);
  return { origin, process: child };
}

/** Waits until `count` different processes have answered (each on a connection of its own). */
async function allWorkersServing(origin: string, count: number) {
  const pids = new Set<number>();
  const deadline = performance.now() + 120_000;
  while (pids.size < count) {
    if (performance.now() > deadline)
      throw new Error(`only ${pids.size} of ${count} workers answered in 2 minutes`);
    const pid = await answeringPid(origin).catch(() => undefined);
    if (pid) pids.add(pid);
    else await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`All ${count} workers are serving (pids ${[...pids].join(', ')}).`);
}

/**
 * Waits until the app answers nothing but the question (autocannon stops at its time and leaves the
 * requests in flight to finish), so one run's slowest requests do not weigh on the next: 2 readings
 * per worker in a row with nothing else in flight. Returns the milliseconds it waited.
 */
export async function settled(origin: string, workers = 1, timeoutMs = 60_000): Promise<number> {
  const t0 = performance.now();
  let quiet = 0;
  while (quiet < 2 * workers) {
    if (performance.now() - t0 > timeoutMs)
      throw new Error(`the app was still busy after ${timeoutMs / 1000} s`);
    const busy = await answeringProcess(origin).then(
      (p) => p.inFlight > 1,
      () => true,
    );
    quiet = busy ? 0 : quiet + 1;
    if (busy) await new Promise((r) => setTimeout(r, 50));
  }
  return Math.round(performance.now() - t0);
}

export interface Measured {
  reqs: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests without an answer (connection errors and timeouts). */
  errors: number;
  /** Requests still waiting for their answer when the time was up (not in the latencies). */
  unanswered: number;
}

/**
 * Autocannon over `paths` in turn, or over the addresses `paths()` draws, one per request (signed in
 * with `cookies` in turn, when given); prints and returns req/s, p50 and p99 (ms).
 */
export async function measure(
  origin: string,
  title: string,
  paths: string[] | (() => string),
  cookies?: string[],
  /** Headers of the k-th request (e.g. a client address of its own). */
  headersOf?: (k: number) => Record<string, string>,
): Promise<Measured> {
  let i = 0;
  const nextPath = typeof paths === 'function' ? paths : (k: number) => paths[k % paths.length];
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const k = i++;
          const path = nextPath(k);
          const headers = {
            ...req.headers,
            ...(cookies ? { cookie: cookies[k % cookies.length] } : {}),
            ...headersOf?.(k),
          };
          return { ...req, path, headers };
        },
      },
    ],
  });
  const out = {
    reqs: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    unanswered: Math.max(0, result.requests.sent - result.requests.total - result.errors),
  };
  console.log(
    `${title.padEnd(28)} ${String(out.reqs).padStart(6)} req/s  p50 ${out.p50} ms  p99 ${out.p99} ms  non-2xx ${out.non2xx}${out.errors ? `  errors ${out.errors}` : ''}`,
  );
  return out;
}
