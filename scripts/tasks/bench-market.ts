// `npm run bench:market`: 1,000,000 businesses (300,000 in California) in PostgreSQL, then autocannon
// on the market page and business page endpoints, next to pgbench on the same SQL (docs/product.md §20).
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedMillion } from './seed-million.ts';

const BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB = process.env.BENCH_DB ?? 'locals_bench';
const TOTAL = Number(process.env.BENCH_TOTAL ?? 1_000_000);
const IN_STATE = Number(process.env.BENCH_IN_STATE ?? 300_000);
const PORT = 3900;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const url = `${BASE}/${DB}`;
const root = new URL('../..', import.meta.url).pathname;

const admin = new pg.Client({ connectionString: `${BASE}/postgres` });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [DB]);
if (!exists.rowCount) await admin.query(`create database ${DB}`);
await admin.end();

console.log(
  `Migrating and seeding ${TOTAL.toLocaleString()} businesses (${IN_STATE.toLocaleString()} in California)…`,
);
const migrate = spawnSync(process.execPath, ['scripts/cli.js', 'migrate'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
if (migrate.status !== 0) process.exit(1);
const t0 = performance.now();
console.log(await seedMillion(url, TOTAL, IN_STATE), `in ${Math.round(performance.now() - t0)} ms`);

const server = spawn(process.execPath, ['src/server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(PORT),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(40),
    WEB_ROOT: join(root, 'dist'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${origin}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

const first = await (await fetch(`${origin}/api/market?state=california`)).json();
const cursors: string[] = [];
let cursor = first.nextCursor as string;
for (let i = 0; i < 50 && cursor; i++) {
  cursors.push(cursor);
  cursor = (await (await fetch(`${origin}/api/market?state=california&cursor=${cursor}`)).json()).nextCursor;
}

async function run(title: string, paths: string[]) {
  let i = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  const non2xx = result.non2xx;
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${non2xx}`,
  );
  return result;
}

await run('market first page ', ['/api/market?state=california']);
await run(
  'market load more  ',
  cursors.map((c) => `/api/market?state=california&cursor=${c}`),
);
const usernames = Array.from({ length: 1000 }, (_, k) => `bench-${(k * 997) % TOTAL}`);
await run(
  'business page     ',
  usernames.map((u) => `/api/businesses/by-username/${u}`),
);
server.kill('SIGTERM');

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
  ['pgbench market     ', 'market.sql'],
  ['pgbench business   ', 'business.sql'],
]) {
  const out = spawnSync(
    'pgbench',
    ['-n', '-M', 'prepared', '-c', '20', '-j', '2', '-T', String(DURATION), '-f', join(dir, file), url],
    {
      encoding: 'utf8',
    },
  );
  const tps = /tps = ([\d.]+)/.exec(out.stdout)?.[1];
  const lat = /latency average = ([\d.]+) ms/.exec(out.stdout)?.[1];
  console.log(
    `${title}: ${tps ? Math.round(Number(tps)) : '?'} tps, avg latency ${lat ?? '?'} ms${out.status ? ` (${out.stderr.trim()})` : ''}`,
  );
}
process.exit(0);
