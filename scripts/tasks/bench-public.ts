// `npm run bench:public [-- <word>]`: every public page and endpoint an anonymous visitor can ask for
// (src/server/test/public-requests.ts, the list the EXPLAIN guard checks) at 1,000,000 businesses on
// PostgreSQL, each for BENCH_SECONDS at BENCH_CONNECTIONS, beside a bare Hono + pg probe of the
// market's SQL; then each one's latency one request at a time. A word keeps only the rows whose title
// has it (`-- search`). Needs a web build (`npm run build`) for the server-rendered pages.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicRequests } from '../../src/server/test/public-requests.ts';
import {
  benchDatabase,
  CONNECTIONS,
  DURATION,
  type Measured,
  measure,
  root,
  startApp,
  TOTAL,
} from './bench-kit.ts';
import { goalOf, verdict } from './bench-public-goals.ts';

// `-- --varied`: traffic as real visitors make it instead (bench-varied.ts).
if (process.argv.includes('--varied')) {
  await import('./bench-varied.ts');
  await new Promise(() => {}); // bench-varied.ts exits when it is done
}
if (!existsSync(join(root, 'dist-ssr'))) {
  console.error('No web build: run `npm run build` first (the pages are rendered on the server).');
  process.exit(1);
}
const only = process.argv[2]?.toLowerCase();
const url = await benchDatabase();
// BENCH_PORT and BENCH_PROBE_PORT: other ports when several benchmarks share the machine.
const port = Number(process.env.BENCH_PORT ?? 3930);
const probePort = Number(process.env.BENCH_PROBE_PORT ?? 3920);
const app = await startApp(url, port);
const requests = (await publicRequests(app.origin, TOTAL)).filter(
  (r) => !only || r.title.toLowerCase().includes(only),
);

console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, after one request to each path:`);
const results = new Map<string, Measured>();
for (const { title, paths } of requests) {
  // Steady state is measured: the database's cache has what the row reads (a cold read after a
  // restart is the slow path that `search` counts and first pages are built to survive: ADR 031).
  for (const path of paths) await (await fetch(app.origin + path)).arrayBuffer();
  const m = await measure(app.origin, title, paths);
  results.set(title, m);
  const goal = goalOf(title);
  if (goal)
    console.log(`${''.padEnd(28)} goal ≥ ${goal.reqs} req/s, p99 ≤ ${goal.p99} ms: ${verdict(m, goal)}`);
}

console.log('\nOne request at a time (20 each, after one to warm up):');
for (const { title, paths } of requests) {
  const times: number[] = [];
  for (let i = 0; i <= 20; i++) {
    const t0 = performance.now();
    const res = await fetch(app.origin + paths[i % paths.length]);
    await res.arrayBuffer();
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`${title.padEnd(28)} median ${ms(times[10])}  max ${ms(times[19])}`);
}
app.process.kill('SIGTERM');

// The floor: the market's first-page SQL on a bare Hono + pg server, measured in the same run.
const probe = spawn(process.execPath, ['scripts/bench/hono-pg-probe.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url, PORT: String(probePort) },
  stdio: 'inherit',
});
for (let i = 0; i < 50; i++) {
  const up = await fetch(`http://127.0.0.1:${probePort}/market`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 100));
}
const bare = await measure(`http://127.0.0.1:${probePort}`, 'bare Hono + pg (market SQL)', ['/market']);
probe.kill('SIGTERM');
const market = results.get('market first page (JSON)');
if (market)
  console.log(`\nmarket JSON is ${(market.reqs / bare.reqs).toFixed(2)} of the bare probe (goal ≥ 0.8)`);
process.exit(0);
