// The real server as a child process (src/server/main.ts, what `npm start` runs after its build
// step), on a PostgreSQL database that outlives it, for tests that signal or kill it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../harness.ts';
import { until } from './fault-kit.ts';

const entry = new URL('../../main.ts', import.meta.url).pathname;

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | string>;
  output: () => string;
}

/** A web root with a stand-in SPA shell, so HTML routes work without a web build. */
export async function webRoot() {
  const dir = await mkdtemp(join(tmpdir(), 'locals-proc-'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Everything a child process writes to stdout and stderr, as it arrives. */
export function captureOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return () => output;
}

export const processSecret = randomBytes(32).toString('hex');

export interface ServerSpawnOptions {
  /** DATA_DIR (the embedded database lives in it when `databaseUrl` is unset); default: the web root. */
  dataDir?: string;
  env?: Record<string, string>;
  /** How long start may take (a first start that seeds the demo makes 500 images). */
  startTimeoutMs?: number;
}

/** Spawns the server on `databaseUrl` (or the embedded database in DATA_DIR) without waiting for it. */
export async function spawnServerProcess(
  databaseUrl: string | undefined,
  dir: string,
  opts: ServerSpawnOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: opts.dataDir ?? dir,
      WEB_ROOT: dir,
      AUTH_SECRET: processSecret,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      REDIS_URL: '',
      SMTP_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { origin, child, exited, output };
}

/** Starts the server on `databaseUrl` (or embedded) and resolves once /readyz answers 200. */
export async function startServerProcess(
  databaseUrl: string | undefined,
  dir: string,
  opts: ServerSpawnOptions = {},
): Promise<ServerProcess> {
  const server = await spawnServerProcess(databaseUrl, dir, opts);
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  await until(async () => {
    if (gone) throw new Error(`server exited during start:\n${server.output()}`);
    return fetch(`${server.origin}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
  }, opts.startTimeoutMs ?? 120_000);
  return server;
}
