// WORKERS=2 as a real process on a fresh PostgreSQL database (PostgreSQL only: the embedded database
// is one process): the primary migrates once and says when both workers listen; answers come from two
// different worker processes; a worker that dies is replaced; SIGTERM drains them all and exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { answeringPid } from './test/answering-pid.ts';
import { createPgDatabase, freePort } from './test/harness.ts';

const entry = new URL('./main.ts', import.meta.url).pathname;

describe.runIf(process.env.TEST_DATABASE_URL)('WORKERS=2 (PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'locals-workers-'));
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  beforeAll(async () => {
    database = await createPgDatabase(process.env.TEST_DATABASE_URL as string);
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('serves from two processes, replaces one that dies, and drains both on SIGTERM', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        WORKERS: '2',
        DATABASE_URL: database.url,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    // A fresh database runs every migration first (once, in the primary): slow on a busy machine.
    await vi.waitFor(() => expect(out).toContain('All 2 workers are serving.'), {
      timeout: 90_000,
      interval: 100,
    });
    expect(out.match(/All 2 workers are serving\./g)).toHaveLength(1);

    const pids = new Set<number>();
    await vi.waitFor(
      async () => {
        pids.add(await answeringPid(origin));
        expect(pids.size).toBe(2);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(pids.has(child.pid as number)).toBe(false);

    // A worker that crashes is replaced, and the log says so.
    const [victim] = pids;
    process.kill(victim, 'SIGKILL');
    await vi.waitFor(() => expect(out).toContain('worker replaced and serving'), {
      timeout: 60_000,
      interval: 100,
    });
    expect(out).toMatch(/worker died: restarting/);
    const after = new Set<number>();
    await vi.waitFor(
      async () => {
        after.add(await answeringPid(origin));
        expect(after.size).toBe(2);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(after.has(victim)).toBe(false);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('draining every worker');
    // Both workers drained (run-server.ts logs "stopped" last), then the primary.
    expect(out.match(/"msg":"stopped"/g)?.length).toBe(3);
  }, 180_000);
});
