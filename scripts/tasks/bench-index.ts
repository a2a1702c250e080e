// The search index at a million businesses (docs/decisions/035): how long it takes to build and how
// much memory it holds, then each search shape with random parameters from the database (words from
// the word table, typos of them, two words, ZIP codes, regions, map boxes, open now): the index's own
// time (sets, walk, counts: no database) and the whole search (stems, the page's cards), median / p90 / max.
// Usage: node scripts/tasks/bench-index.ts [database url] (default postgres://postgres@127.0.0.1:5432/locals_bench)
import { sql } from 'drizzle-orm';
import { CacheRegistry } from '../../src/server/changes/caches.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { queryRows } from '../../src/server/db/query-rows.ts';
import { stateCache } from '../../src/server/modules/geography/state-cache.ts';
import {
  type BuildTimes,
  buildIndex,
  indexKeeper,
} from '../../src/server/modules/search/index/index-keeper.ts';
import { querySearch } from '../../src/server/modules/search/index/index-query.ts';
import { wordStemmer } from '../../src/server/modules/search/index/tsvector.ts';
import { zonesNow } from '../../src/server/modules/search/open-now.ts';
import { searchService } from '../../src/server/modules/search/search.service.ts';
import { searchWords } from '../../src/server/modules/search/tsquery.ts';
import { type SearchQueryInput, searchQuerySchema } from '../../src/shared/search/search-query.ts';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/locals_bench';
const N = Number(process.env.BENCH_N ?? 25);
const database = openDatabase({ url });
const { db } = database;
const mb = (n: number) => Math.round(n / 1024 / 1024);

const before = process.memoryUsage();
let started = performance.now();
const times: BuildTimes = { readMs: 0, indexMs: 0, sealMs: 0 };
const built = await buildIndex(db, times);
const buildMs = performance.now() - started;
(globalThis as { gc?: () => void }).gc?.();
const after = process.memoryUsage();
console.log(
  `build: ${(buildMs / 1000).toFixed(1)} s for ${built.live} businesses, ${built.words.wordCount} words, ` +
    `${built.words.postingCount} postings (reading ${(times.readMs / 1000).toFixed(1)} s, indexing ${(times.indexMs / 1000).toFixed(1)} s, ` +
    `sealing ${(times.sealMs / 1000).toFixed(1)} s); ` +
    `RSS ${mb(before.rss)} → ${mb(after.rss)} MB, heap used ${mb(after.heapUsed)} MB, array buffers ${mb(after.arrayBuffers)} MB`,
);

// The searches ask a keeper holding that index.
const keeper = indexKeeper(db, undefined, undefined, built);
const index = await keeper.ready();

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const words = (
  await queryRows<{ word: string }>(
    db,
    sql`select word from search_words where businesses > 0 order by random() limit 400`,
  )
).map((r) => r.word);
const zips = (
  await queryRows<{ zip: string }>(
    db,
    sql`select distinct business_zip_code as zip from business_profiles tablesample system (1) where is_published and business_zip_code is not null limit 400`,
  )
).map((r) => r.zip);
const regions = await queryRows<{ state: string; region: string }>(
  db,
  sql`select r.state_slug as state, r.slug as region from regions r join states s on s.slug = r.state_slug where s.is_live`,
);
const places = await queryRows<{ lat: number; lng: number }>(
  db,
  sql`select latitude as lat, longitude as lng from us_zips where zip = any(${sql.param(zips)}::text[]) and latitude is not null`,
);
const typo = (w: string) => {
  if (w.length < 4) return `${w}x`;
  const at = 1 + Math.floor(Math.random() * (w.length - 2));
  return w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
};
const box = () => {
  const p = pick(places);
  const half = pick([0.02, 0.1, 0.5, 2]);
  return [p.lng - half, p.lat - half, p.lng + half, p.lat + half].map((n) => Number(n).toFixed(4)).join(',');
};
const identities = ['women-owned', 'black-owned', 'veteran-owned', 'latine-owned'];

const shapes: [string, () => SearchQueryInput][] = [
  ['one word', () => ({ q: pick(words) })],
  ['typo of a word', () => ({ q: typo(pick(words)) })],
  ['two words', () => ({ q: `${pick(words)} ${pick(words)}` })],
  [
    'region + identity + type',
    () => ({ ...pick(regions), identity: pick(identities), type: pick(['shop', 'service']) }),
  ],
  [
    'word + state + open now + identity',
    () => ({ q: pick(words), state: pick(regions).state, open: '1', identity: pick(identities) }),
  ],
  ['near a ZIP (25 mi)', () => ({ zip: pick(zips), radius: '25' })],
  ['word near a ZIP', () => ({ q: pick(words), zip: pick(zips) })],
  ['map box', () => ({ bbox: box() })],
  ['no filter', () => ({})],
];

const stems = wordStemmer(db);
const states = stateCache(db, new CacheRegistry());
const search = searchService(db, states, undefined, keeper);
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  return `${at(0.5)} / ${at(0.9)} / ${sorted[sorted.length - 1].toFixed(2)} ms`;
};

console.log(`\n${N} random searches per shape; median / p90 / max`);
console.log('shape'.padEnd(36), 'index only'.padEnd(28), 'whole search (stems, cards)');
for (const [title, make] of shapes) {
  const indexMs: number[] = [];
  const wholeMs: number[] = [];
  for (let i = 0; i < N; i++) {
    const query = searchQuerySchema.parse(make());
    const typed = searchWords(query.q);
    const stemmed = typed.length ? await stems(typed) : null;
    const state = query.state ? await states.state(query.state) : undefined;
    const region = state && query.region ? await states.region(state.slug, query.region) : undefined;
    const zip = query.zip ? index.zips.byZip.get(query.zip) : undefined;
    started = performance.now();
    querySearch(
      index,
      {
        words: stemmed,
        state: state?.name,
        region: region?.name,
        type: query.type,
        tags: query.identity,
        openNow: query.open ? zonesNow() : undefined,
        near: zip ? { lat: zip.lat, lng: zip.lng, radiusMiles: query.radius ?? 50 } : undefined,
        box: query.bbox,
      },
      { s: Math.floor(Math.random() * 2147483647), k: [0], i: '' },
      false,
    );
    indexMs.push(performance.now() - started);
    // Another random query of the shape, so the whole search does not find its words stemmed already.
    const other = searchQuerySchema.parse(make());
    started = performance.now();
    await search(other);
    wholeMs.push(performance.now() - started);
  }
  console.log(title.padEnd(36), stats(indexMs).padEnd(28), stats(wholeMs));
}
await database.close();
process.exit(0);
