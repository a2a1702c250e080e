// The real entry point as a process: a bad variable stops it with one line; SIGTERM drains.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';

const entry = new URL('./main.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'locals-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stderr: () => stderr };
}

test('a bad variable stops the process with one line naming it', async () => {
  const { exited, stderr } = start({ PORT: 'abc' });
  expect(await exited).toBe(1);
  expect(stderr().trim()).toMatch(/^Invalid environment variable PORT: .+$/);
});

test('WORKERS above 1 without DATABASE_URL stops at once: the embedded database is one process', async () => {
  const { exited, stderr } = start({ WORKERS: '2' });
  expect(await exited).toBe(1);
  expect(stderr().trim()).toBe(
    'Invalid environment variable WORKERS: more than 1 needs DATABASE_URL (the embedded database is one process)',
  );
});

test('SIGTERM lets in-flight requests finish, then exits 0', async () => {
  const port = 3000 + Math.floor(Math.random() * 900) + 50;
  const { child, exited } = start({ PORT: String(port) });
  const origin = `http://127.0.0.1:${port}`;
  // A fresh embedded database runs every migration first: slow on a busy machine.
  await vi.waitFor(async () => expect((await fetch(`${origin}/readyz`)).ok).toBe(true), {
    timeout: 90_000,
    interval: 100,
  });
  const requests = Array.from({ length: 40 }, (_, i) =>
    fetch(`${origin}/api/zips/${90001 + i}`)
      .then((r) => r.status)
      .catch(() => 'refused' as const),
  );
  // Stop as soon as the server is answering, while the rest are still queued or in flight.
  await Promise.any(requests.map((p) => p.then((s) => (s === 'refused' ? Promise.reject(new Error(s)) : s))));
  (child as ChildProcess).kill('SIGTERM');
  const statuses = await Promise.all(requests);
  expect(await exited).toBe(0);
  expect(statuses.filter((s) => s !== 'refused').length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 200 || s === 404 || s === 'refused')).toBe(true);
}, 150_000);
