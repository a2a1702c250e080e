// `npm run bench:market`: 1,000,000 businesses (300,000 in California) in PostgreSQL; autocannon on the
// market and business endpoints and on their server-rendered pages, side by side, next to a bare
// Hono + pg probe and pgbench running the same SQL (docs/product.md §20).
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, DURATION, measure, root, startApp, TOTAL } from './bench-kit.ts';

const url = await benchDatabase();
const app = await startApp(url, 3900);
const { origin } = app;

const first = await (await fetch(`${origin}/api/market?state=california`)).json();
const cursors: string[] = [];
let cursor = first.nextCursor as string;
for (let i = 0; i < 50 && cursor; i++) {
  cursors.push(cursor);
  cursor = (await (await fetch(`${origin}/api/market?state=california&cursor=${cursor}`)).json()).nextCursor;
}
const usernames = Array.from({ length: 1000 }, (_, k) => `bench-${(k * 997) % TOTAL}`);

const json = await measure(origin, 'market first page (JSON)', ['/api/market?state=california']);
const html = await measure(origin, 'market first page (HTML)', ['/market?state=california']);
await measure(
  origin,
  'market load more (JSON)',
  cursors.map((c) => `/api/market?state=california&cursor=${c}`),
);
const bizJson = await measure(
  origin,
  'business page (JSON)',
  usernames.map((u) => `/api/businesses/by-username/${u}`),
);
const bizHtml = await measure(
  origin,
  'business page (HTML, cached)',
  usernames.map((u) => `/business/${u}`),
);
// A query string is never served from the page cache: every request is rendered.
const bizRendered = await measure(
  origin,
  'business page (HTML, rendered)',
  usernames.map((u) => `/business/${u}?r=1`),
);
app.process.kill('SIGTERM');

const probe = spawn(process.execPath, ['scripts/bench/hono-pg-probe.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url, PORT: '3920' },
  stdio: 'inherit',
});
for (let i = 0; i < 50; i++) {
  if (
    await fetch('http://127.0.0.1:3920/market').then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}
const bare = await measure('http://127.0.0.1:3920', 'bare Hono + pg (market SQL)', ['/market']);
probe.kill('SIGTERM');

const pct = (a: number, b: number) => `${Math.round((100 * a) / b)}%`;
console.log(
  `\nmarket HTML is ${pct(html.reqs, json.reqs)} of its JSON; JSON market is ${pct(json.reqs, bare.reqs)} of the bare probe`,
);
console.log(
  `business HTML is ${pct(bizHtml.reqs, bizJson.reqs)} (cached) and ${pct(bizRendered.reqs, bizJson.reqs)} (rendered) of its JSON`,
);

// pgbench on the same SQL (view counts are batched by the server, so they are not per request).
const dir = tmpdir();
writeFileSync(
  join(dir, 'market.sql'),
  `\\set k random(0, 2147483647)
select business_id, business_username, business_name, business_type, business_city, business_state, business_region, business_categories, business_identities, business_structure, business_logo_url, product_photos, shuffle_key from business_profiles where is_published = true and business_state = 'California' and shuffle_key >= :k order by shuffle_key, business_id limit 7;\n`,
);
writeFileSync(
  join(dir, 'business.sql'),
  `\\set i random(0, ${TOTAL - 1})
select *, business_id as bid from business_profiles where lower(business_username) = 'bench-' || :i limit 1 \\gset
select item_name, item_price, position from business_pricing_items where business_id = :bid order by position;\n`,
);
for (const [title, file] of [
  ['pgbench market', 'market.sql'],
  ['pgbench business', 'business.sql'],
]) {
  const out = spawnSync(
    'pgbench',
    ['-n', '-M', 'prepared', '-c', '20', '-j', '2', '-T', String(DURATION), '-f', join(dir, file), url],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(out.stdout)?.[1];
  const lat = /latency average = ([\d.]+) ms/.exec(out.stdout)?.[1];
  console.log(
    `${title.padEnd(28)} ${tps ? Math.round(Number(tps)) : '?'} tps, avg latency ${lat ?? '?'} ms${out.status ? ` (${out.stderr.trim()})` : ''}`,
  );
}
process.exit(0);
