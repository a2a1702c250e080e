// A freshly started demo marketplace in production mode (its own data folder), for the page and
// browser benchmarks; resolves once /readyz answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startDemoServer(port: number): Promise<{ origin: string; process: ChildProcess }> {
  const root = new URL('../..', import.meta.url).pathname;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'locals-bench-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, process: child };
}
