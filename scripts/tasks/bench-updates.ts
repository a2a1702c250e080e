// `npm run bench:updates`: the dashboard's "Updates" (a person's favourites' posts, newest first, and
// the nav's unseen count) at 1,000,000 businesses and 10,000,000 favourites in PostgreSQL. 200,000
// shoppers follow 50 businesses each; 100 heavy shoppers follow 2,000 each; a quarter of the
// businesses posted in the last 60 days. Requests are signed in with real sessions (rows in
// `sessions`, cookies signed as Better Auth signs them), rotating over 2,000 shoppers.
import { webcrypto } from 'node:crypto';
import pg from 'pg';
import { benchDatabase, measure, startApp, TOTAL } from './bench-kit.ts';

const FANS = Number(process.env.BENCH_FANS ?? 200_000);
const PER_FAN = 50;
const HEAVY = 100;
const PER_HEAVY = 2_000;
const SIGNED_IN = 2_000;
const SECRET = 'x'.repeat(40); // startApp's AUTH_SECRET
const port = Number(process.env.BENCH_PORT ?? 3930);

async function seedFollowers(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text: string) => client.query(text);
  const done = await q(`select count(*)::int n from users where id like 'bench-fan-%'`);
  if (done.rows[0].n >= FANS + HEAVY) {
    await client.end();
    return;
  }
  const t0 = performance.now();
  await q(`insert into users (id, name, email, email_verified, created_at)
    select 'bench-fan-' || i, 'Fan ' || i, 'fan' || i || '@bench.test', true, now() - interval '30 days'
    from generate_series(0, ${FANS + HEAVY - 1}) i on conflict do nothing`);
  await q(`create temp table bench_biz as
    select substr(business_username, 7)::int n, business_id from business_profiles
    where business_username ~ '^bench-[0-9]+$'`);
  await q('create unique index on bench_biz (n)');
  // Fan u follows 50 businesses spread over the whole table (7919 is prime: no repeats per fan).
  const step = 1_000_000;
  for (let from = 0; from < FANS * PER_FAN; from += step) {
    await q(`insert into favorites (user_id, business_id, created_at)
      select 'bench-fan-' || (g / ${PER_FAN}), b.business_id, now() - make_interval(mins => g % 50000)
      from generate_series(${from}, ${Math.min(from + step, FANS * PER_FAN) - 1}) g
      join bench_biz b on b.n = (g::bigint * 7919) % ${TOTAL}
      on conflict do nothing`);
    console.log(`favourites: ${(from + step).toLocaleString()}`);
  }
  await q(`insert into favorites (user_id, business_id)
    select 'bench-fan-' || (${FANS} + g / ${PER_HEAVY}), b.business_id
    from generate_series(0, ${HEAVY * PER_HEAVY - 1}) g
    join bench_biz b on b.n = (g::bigint * 104729) % ${TOTAL}
    on conflict do nothing`);
  await q(`insert into business_posts (business_id, kind, title, body, created_at, expires_at)
    select b.business_id, 'update', 'News ' || b.n, 'Fresh this week at our shop.',
      now() - make_interval(mins => (b.n * 37) % (60 * 24 * 60)),
      now() - make_interval(mins => (b.n * 37) % (60 * 24 * 60)) + interval '6 months'
    from bench_biz b where b.n % 4 = 0`);
  await q(`insert into sessions (id, token, user_id, expires_at)
    select 'bench-session-' || u, 'bench-session-' || u, 'bench-fan-' || u, now() + interval '30 days'
    from (select generate_series(0, ${SIGNED_IN - 1}) u union all select generate_series(${FANS}, ${FANS + HEAVY - 1})) s
    on conflict do nothing`);
  await q('analyze');
  console.log(`followers seeded in ${Math.round((performance.now() - t0) / 1000)} s`);
  await client.end();
}

async function cookieFor(token: string) {
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(token));
  return `better-auth.session_token=${encodeURIComponent(`${token}.${Buffer.from(sig).toString('base64')}`)}`;
}

const url = await benchDatabase();
await seedFollowers(url);
const { rows } = await new pg.Pool({ connectionString: url, max: 1 }).query(
  `select (select count(*) from favorites)::bigint favourites, (select count(*) from business_profiles)::int businesses`,
);
console.log(
  `${Number(rows[0].businesses).toLocaleString()} businesses, ${Number(rows[0].favourites).toLocaleString()} favourites`,
);

const app = await startApp(url, port);
const typical = await Promise.all(
  Array.from({ length: SIGNED_IN }, (_, u) => cookieFor(`bench-session-${u}`)),
);
const heavy = await Promise.all(
  Array.from({ length: HEAVY }, (_, u) => cookieFor(`bench-session-${FANS + u}`)),
);
const probe = await fetch(`${app.origin}/api/me/updates`, { headers: { cookie: typical[0] } });
const first = await probe.json();
if (probe.status !== 200 || !first.items?.length) throw new Error(`sign-in failed: ${probe.status}`);
console.log(`a typical shopper sees ${first.items.length} posts (${first.unseen} unseen)`);
const heavyFirst = await (
  await fetch(`${app.origin}/api/me/updates`, { headers: { cookie: heavy[0] } })
).json();
const heavyNext = await fetch(`${app.origin}/api/me/updates?cursor=${heavyFirst.nextCursor}`, {
  headers: { cookie: heavy[0] },
});
if (!heavyNext.ok) throw new Error(`load more failed: ${heavyNext.status}`);
const cursors = [heavyFirst.nextCursor as string];

await measure(app.origin, 'Updates, first page', ['/api/me/updates'], typical);
await measure(app.origin, 'Updates, unseen count', ['/api/me/updates/unseen'], typical);
await measure(app.origin, 'Updates, 2,000 favourites', ['/api/me/updates'], heavy);
await measure(
  app.origin,
  'Updates, 2,000 fav., page 2',
  cursors.map((c) => `/api/me/updates?cursor=${c}`),
  heavy,
);
app.process.kill('SIGTERM');
process.exit(0);
