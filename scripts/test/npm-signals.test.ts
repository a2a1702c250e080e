// `npm start` and `npm run dev` hand a SIGTERM sent to npm's own process alone (what `docker stop`
// does to PID 1, or a service manager to the process it started) to the server: it drains, flushes
// and exits, npm exits with it, no process of theirs is left behind, and the next start on the same
// DATA_DIR succeeds. npm is spawned as a process group leader so that anything left shows in its group.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tryLockDataDir } from '../../src/server/db/data-dir-lock.ts';
import { freePort } from '../../src/server/test/harness.ts';
import { until } from '../../src/server/test/security/fault-kit.ts';
import { captureOutput, webRoot } from '../../src/server/test/security/server-process.ts';

const root = new URL('../..', import.meta.url).pathname;
/** The server's log from a signal to its exit (src/server/main.ts): drained, then flushed and closed. */
const DRAINED = /"signal":"SIGTERM".*"msg":"draining in-flight requests"[\s\S]*"msg":"stopped"/;

interface NpmRun {
  npm: ChildProcess;
  /** npm's exit code (or the signal that ended it) once it has exited. */
  code?: number | string;
  output: () => string;
}

const runs: NpmRun[] = [];

function npmRun(script: 'start' | 'dev', env: Record<string, string>): NpmRun {
  const npm = spawn('npm', ['run', script], {
    cwd: root,
    detached: true, // its own process group (the group's id is npm's PID)
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', SEED_DEMO: '0', ...env },
  });
  const run: NpmRun = { npm, output: captureOutput(npm) };
  npm.on('exit', (code, signal) => {
    run.code = code ?? signal ?? 'unknown';
  });
  runs.push(run);
  return run;
}

function groupAlive(run: NpmRun): boolean {
  try {
    process.kill(-(run.npm.pid as number), 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(url: string, run: NpmRun) {
  await until(async () => {
    if (run.code !== undefined) throw new Error(`npm exited during start:\n${run.output()}`);
    return fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
  }, 120_000);
}

/** SIGTERM to npm's PID only; resolves with what was printed from then on, once npm has exited. */
async function stopThroughNpm(run: NpmRun, dataDir: string): Promise<string> {
  const from = run.output().length;
  process.kill(run.npm.pid as number, 'SIGTERM');
  // Within the server's stop timeout (10 s) and some.
  await until(() => run.code !== undefined, 20_000);
  // npm exits once its child has: by then every process it started must be gone (and reaped).
  expect(groupAlive(run), `a process npm started outlived it:\n${run.output()}`).toBe(false);
  expect(run.code).toBe(0);
  const lock = tryLockDataDir(dataDir);
  expect(lock, 'the embedded database is still held').toBeTruthy();
  lock?.release();
  return run.output().slice(from);
}

// Embedded only: the PostgreSQL pass of the server suite (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'SIGTERM to npm reaches the server',
  { timeout: 300_000 },
  () => {
    let web: Awaited<ReturnType<typeof webRoot>>;
    let dataDir: string;
    beforeAll(async () => {
      web = await webRoot();
      dataDir = await mkdtemp(join(tmpdir(), 'locals-npm-signals-'));
    });
    afterAll(async () => {
      for (const run of runs) if (groupAlive(run)) process.kill(-(run.npm.pid as number), 'SIGKILL');
      await web?.remove();
      await rm(dataDir, { recursive: true, force: true });
    });

    test('npm start: the server drains and exits, and starts again on the same DATA_DIR', async () => {
      for (const _ of [1, 2]) {
        const port = await freePort();
        // WEB_ROOT: a stand-in build, so start serves it rather than building ./dist.
        const run = npmRun('start', { PORT: String(port), DATA_DIR: dataDir, WEB_ROOT: web.dir });
        await answers(`http://127.0.0.1:${port}/readyz`, run);
        const after = await stopThroughNpm(run, dataDir);
        expect(after).toMatch(DRAINED);
        await expect(fetch(`http://127.0.0.1:${port}/readyz`)).rejects.toThrow();
      }
    });

    test('npm run dev: Vite and the watched API server stop, the API server draining first', async () => {
      const devDir = join(dataDir, 'dev');
      for (const _ of [1, 2]) {
        const [webPort, apiPort] = [await freePort(), await freePort()];
        const run = npmRun('dev', { PORT: String(webPort), API_PORT: String(apiPort), DATA_DIR: devDir });
        await answers(`http://127.0.0.1:${apiPort}/readyz`, run);
        await answers(`http://127.0.0.1:${webPort}/`, run);
        const after = await stopThroughNpm(run, devDir);
        expect(after).toMatch(DRAINED);
        await expect(fetch(`http://127.0.0.1:${webPort}/`)).rejects.toThrow();
      }
    });
  },
);
