// `npm run bench:open-data`: open data at a million businesses on PostgreSQL (issue 47, ADR 039).
// 1. The dumps written once, as the server writes them on PostgreSQL (a worker thread of this
//    process: dump-worker.ts): the time, and this process's memory growth over its resident size
//    before the build (sampled every 20 ms; the worker's memory is this process's).
// 2. The change feed at BENCH_CONNECTIONS for BENCH_SECONDS, every request from a position of its own
//    (a random cursor or a random time since the first change) and its own client address (mirrors
//    are many callers; the app trusts one proxy here, so the rate limit counts each address).
//    BENCH_WORKERS=N serves with WORKERS=N (one process a core, as the README deploys it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { queryRows } from '../../src/server/db/query-rows.ts';
import { writeDumpsApart } from '../../src/server/modules/open-data/dump-worker.ts';
import { benchDatabase, CONNECTIONS, DURATION, measure, startApp } from './bench-kit.ts';

const DUMP_GOAL_MS = 60_000;
const MEMORY_GOAL_MB = 100;
const FEED_P99_GOAL_MS = 50;

const url = await benchDatabase();
const database = openDatabase({ url });
const root = await mkdtemp(join(tmpdir(), 'locals-open-data-'));
const mb = (bytes: number) => bytes / 1_000_000;

global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const t0 = performance.now();
const manifest = await writeDumpsApart(url, { root, origin: 'https://localsmarket.example' });
const ms = performance.now() - t0;
clearInterval(sampler);
if (!manifest) throw new Error('another process holds the dumps’ lock');
const whole = manifest.files.filter((f) => f.state === null);
console.log(
  `\nDumps: ${manifest.count.toLocaleString()} businesses, ${manifest.files.length} files in ${(ms / 1000).toFixed(1)} s` +
    ` (goal ≤ ${DUMP_GOAL_MS / 1000} s: ${ms <= DUMP_GOAL_MS ? 'met' : 'NOT met'})`,
);
for (const f of whole) console.log(`  ${f.name.padEnd(24)} ${mb(f.bytes).toFixed(1)} MB`);
const growth = mb(peak - before);
console.log(
  `Memory: resident ${mb(before).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB: growth ${growth.toFixed(1)} MB` +
    ` (goal ≤ ${MEMORY_GOAL_MB} MB: ${growth <= MEMORY_GOAL_MB ? 'met' : 'NOT met'})`,
);

const [range] = await queryRows<{ low: string; high: string; since: string; until: string }>(
  database.db,
  sql`select min(seq)::text as low, max(seq)::text as high,
    extract(epoch from min(changed_at))::text as since, extract(epoch from max(changed_at))::text as until
    from open_data_changes`,
);
await rm(root, { recursive: true, force: true });

const low = Number(range.low);
const high = Number(range.high);
const since = Number(range.since) * 1000;
const until = Number(range.until) * 1000;
const pick = (a: number, b: number) => a + Math.floor(Math.random() * (b - a + 1));
// BENCH_FEED_LIMITS: page sizes to measure besides the feed's default ('10,500').
const limits = ['', ...(process.env.BENCH_FEED_LIMITS?.split(',') ?? [])];
const feedPath = (limit: string) => () =>
  `/api/open/businesses?${
    Math.random() < 0.7
      ? `cursor=${pick(low - 1, high)}`
      : `updated_since=${new Date(pick(since, until)).toISOString()}`
  }${limit ? `&limit=${limit}` : ''}`;
const address = (k: number) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;

const workers = process.env.BENCH_WORKERS ?? '1';
const app = await startApp(url, Number(process.env.BENCH_PORT ?? 3931), {
  TRUST_PROXY: '1',
  WORKERS: workers,
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
// The feed keeps each business's document beside its change (doc-filler.ts): measured once they are
// all there, as a running deployment has them (a change empties one, refilled within moments).
const unfilled = async () =>
  Number(
    (
      await queryRows<{ n: string }>(
        database.db,
        sql`select count(*)::text as n from open_data_changes where doc is null and is_public`,
      )
    )[0]?.n ?? 0,
  );
const fillStart = performance.now();
for (let left = await unfilled(); left > 0; left = await unfilled())
  await new Promise((r) => setTimeout(r, 1000));
console.log(
  `Feed documents all kept ${((performance.now() - fillStart) / 1000).toFixed(1)} s after the app was ready.`,
);
await database.close();
try {
  console.log(
    `\nThe change feed, WORKERS=${workers}, ${CONNECTIONS} connections, ${DURATION} s, every request a position of its own` +
      ` (rate limits counted in ${process.env.REDIS_URL ? 'Redis' : 'the database'}):`,
  );
  for (const limit of limits) {
    const paths = feedPath(limit);
    for (let k = 0; k < 50; k++)
      await (
        await fetch(app.origin + paths(), { headers: { 'x-forwarded-for': address(1e6 + k) } })
      ).arrayBuffer();
    const title = `change feed (${limit || 'default'} a page)`;
    const m = await measure(app.origin, title, paths, undefined, (k) => ({ 'x-forwarded-for': address(k) }));
    const met = m.p99 <= FEED_P99_GOAL_MS && m.non2xx === 0 && m.errors === 0;
    console.log(`${''.padEnd(28)} goal p99 ≤ ${FEED_P99_GOAL_MS} ms, 0 non-2xx: ${met ? 'met' : 'NOT met'}`);
  }
} finally {
  app.process.kill('SIGTERM');
}
process.exit(0);
