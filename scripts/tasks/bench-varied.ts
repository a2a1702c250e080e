// `npm run bench:public -- --varied [--writes N]` (issue 43, docs/product.md §20): traffic as real
// visitors make it, at 1,000,000 businesses on PostgreSQL. Every request a different address drawn
// at random from the database (varied-traffic.ts): the search API in every shape, the pages (55%
// business, 25% market, 20% search), the same pages while the marketplace takes N writes a second
// (waitlist sign-ups, varied-writes.ts), beside the one-address yardstick `bench:public` measures;
// then each search shape one request at a time with random parameters. Each mix runs BENCH_SECONDS at
// BENCH_CONNECTIONS; BENCH_WORKERS=N serves with WORKERS=N; BENCH_SEED repeats a run's draws.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  benchDatabase,
  CONNECTIONS,
  DURATION,
  type Measured,
  measure,
  root,
  settled,
  startApp,
  TOTAL,
} from './bench-kit.ts';
import {
  type MixResult,
  type MixRow,
  mixTable,
  PAGES_GOAL,
  SEARCH_API_GOAL,
  type ShapeTimes,
  shapeTable,
  WRITES_SHARE,
} from './varied-goals.ts';
import { readSample } from './varied-sample.ts';
import {
  businessPage,
  marketPage,
  pagesMix,
  searchApiMix,
  searchShapes,
  seededRandom,
} from './varied-traffic.ts';
import { startWrites } from './varied-writes.ts';

if (!existsSync(join(root, 'dist-ssr'))) {
  console.error('No web build: run `npm run build` first (the pages are rendered on the server).');
  process.exit(1);
}
const writesArg = process.argv.indexOf('--writes');
const writesPerSecond = writesArg > 0 ? Number(process.argv[writesArg + 1]) : 5;
if (!Number.isFinite(writesPerSecond) || writesPerSecond < 0) {
  console.error('--writes takes a number of writes a second (0 or more).');
  process.exit(1);
}
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const seed = Number(process.env.BENCH_SEED ?? Date.now() % 1_000_000);
const SINGLE = 25;

const url = await benchDatabase();
const sample = await readSample(url);
const rand = seededRandom(seed);
const port = Number(process.env.BENCH_PORT ?? 3930);
// TRUST_PROXY=1: each sign-up comes from an address of its own (varied-writes.ts), rate limits on.
const app = await startApp(url, port, { TRUST_PROXY: '1', WORKERS: String(workers) });
console.log(
  `\n${TOTAL.toLocaleString('en-US')} businesses, WORKERS=${workers}, ${CONNECTIONS} connections, ${DURATION} s a mix, ` +
    `seed ${seed}; drawn from ${sample.words.length} words, ${sample.zips.length} ZIP codes, ` +
    `${sample.regions.length} regions, ${sample.usernames.length} businesses\n`,
);

/** A mix over drawn addresses, and how many of its requests asked an address no other did. */
async function mix(title: string, draw: () => string): Promise<MixResult> {
  const seen = new Map<string, number>();
  const m: Measured = await measure(app.origin, title, () => {
    const path = draw();
    seen.set(path, (seen.get(path) ?? 0) + 1);
    return path;
  });
  const asked = [...seen.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${''.padEnd(28)} ${seen.size.toLocaleString('en-US')} different addresses of ${asked.toLocaleString('en-US')} asked; ` +
      `${m.unanswered} still unanswered when the time was up (not in p50/p99)`,
  );
  return { reqs: m.reqs, p50: m.p50, p99: m.p99, failed: m.non2xx + m.errors };
}

/** Lets the app finish the last mix's requests before the next mix starts. */
async function settle() {
  console.log(
    `${''.padEnd(28)} the app finished its last requests ${await settled(app.origin, workers)} ms later`,
  );
}

const yardstickPath = '/api/search?q=pottery';
await (await fetch(app.origin + yardstickPath)).arrayBuffer();
const yard = await measure(app.origin, 'one search repeated', [yardstickPath]);
await settle();
const rows: MixRow[] = [
  {
    title: `one search repeated (${yardstickPath})`,
    result: { reqs: yard.reqs, p50: yard.p50, p99: yard.p99, failed: yard.non2xx + yard.errors },
  },
];
rows.push({
  title: 'search API, every request different',
  result: await mix('search API, varied', searchApiMix(sample, rand)),
  goal: SEARCH_API_GOAL,
});
await settle();
const pages = await mix('pages, varied', pagesMix(sample, rand));
await settle();
rows.push({ title: 'pages, every request different', result: pages, goal: PAGES_GOAL });
const writes = startWrites(app.origin, writesPerSecond, sample.waitlistZips);
const busy = await mix(`pages + ${writesPerSecond} writes/s`, pagesMix(sample, rand));
const written = await writes.stop();
await settle();
rows.push({
  title: `the same pages + ${writesPerSecond} writes/s`,
  result: { ...busy, failed: busy.failed + written.failed },
  goal: { reqs: Math.ceil(WRITES_SHARE * pages.reqs), p99: PAGES_GOAL.p99 },
  goalLabel: `≥ ${WRITES_SHARE} × the row above (${Math.ceil(WRITES_SHARE * pages.reqs)} req/s), p99 ≤ ${PAGES_GOAL.p99} ms, 0 non-2xx`,
});
console.log(
  `${''.padEnd(28)} writes: ${written.sent} sent, ${written.stored} stored (201), ${written.failed} failed` +
    (written.times.length
      ? `, median ${Math.round([...written.times].sort((a, b) => a - b)[written.times.length >> 1])} ms`
      : ''),
);

// One request at a time: each shape's own cost, without queueing behind the others.
const timed = async (title: string, draw: () => string, goal: boolean): Promise<ShapeTimes> => {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < SINGLE; i++) {
    const t0 = performance.now();
    const res = await fetch(app.origin + draw());
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) failed += 1;
  }
  if (failed) console.log(`${title}: ${failed} of ${SINGLE} answered other than 2xx`);
  return { title, times, goal };
};
const shapes: ShapeTimes[] = [];
for (const [title, draw] of Object.entries(searchShapes(sample, rand)))
  shapes.push(await timed(title, () => `/api/search?${draw()}`, true));
const oneWord = searchShapes(sample, rand)['one word'];
shapes.push(await timed('search page for a word', () => `/search?${oneWord()}`, true));
shapes.push(await timed('business page', businessPage(sample, rand), false));
shapes.push(await timed('market page', marketPage(sample, rand), false));

console.log(`\nMixes (${CONNECTIONS} connections, ${DURATION} s each, every request drawn at random):`);
for (const line of mixTable(rows)) console.log(line);
console.log(`\nOne request at a time (${SINGLE} each, random parameters):`);
for (const line of shapeTable(shapes)) console.log(line);

app.process.kill('SIGTERM');
await new Promise((r) => app.process.once('exit', r));
process.exit(0);
