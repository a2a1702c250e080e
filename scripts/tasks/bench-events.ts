// `npm run bench:events` (issue 46, docs/decisions/040): events near me at 1,000,000 businesses on
// PostgreSQL. Seeds 250,000 coming events once (a quarter weekly, over the next six months, at the
// businesses' own places; migration 0020's trigger writes their dates), then /api/events in three
// mixes at BENCH_CONNECTIONS for BENCH_SECONDS, every request drawn at random as the real-traffic
// benchmark draws them (real ZIP codes and radii, every region, periods, value filters): near a ZIP
// code, in a region, and with filters; then a business's calendar and a region's feed one request
// at a time (median, p90, max). Goals: p99 ≤ 50 ms for the mixes, 50 ms for the calendars.
import pg from 'pg';
import { CATEGORY_SLUGS } from '../../src/shared/catalogues/categories.ts';
import { IDENTITY_TAGS } from '../../src/shared/catalogues/tags.ts';
import { benchDatabase, CONNECTIONS, DURATION, measure, startApp } from './bench-kit.ts';
import { readSample } from './varied-sample.ts';
import { pick, seededRandom } from './varied-traffic.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 250_000);
const P99_GOAL_MS = 50;
const FILE_GOAL_MS = 50;

const url = await benchDatabase();
const client = new pg.Client({ connectionString: url });
await client.connect();
const [{ n }] = (
  await client.query(
    `select count(*)::int as n from business_posts where kind = 'event' and title like 'Bench %'`,
  )
).rows as { n: number }[];
if (n < EVENTS) {
  console.log(`Seeding ${(EVENTS - n).toLocaleString('en-US')} events (a quarter weekly)…`);
  const t0 = performance.now();
  // One business in four has an event, spread over the coming 26 weeks at 10 am to 2 pm local
  // (Los Angeles's zone for all: the seed's places span zones, the dates' spread is what matters).
  await client.query(
    `insert into business_posts (business_id, kind, title, body, place, time_zone, starts_at, ends_at, repeat_until, expires_at)
     select b.business_id, 'event', 'Bench ' || b.business_name, 'A weekly market, a class or an open studio.', 'The shop',
       'America/Los_Angeles', s.at, s.at + interval '4 hours',
       case when b.shuffle_key % 4 = 0 then (s.at + interval '8 weeks')::date end,
       s.at + interval '4 hours' + case when b.shuffle_key % 4 = 0 then interval '8 weeks' else interval '0' end
     from (select business_id, business_name, shuffle_key from business_profiles where is_published
           order by business_id limit $1 offset $2) b
     cross join lateral (select date_trunc('hour', now()) + (b.shuffle_key % 4368) * interval '1 hour' as at) s`,
    [EVENTS - n, n],
  );
  await client.query('analyze event_occurrences');
  await client.query('analyze business_posts');
  console.log(`Seeded in ${Math.round((performance.now() - t0) / 1000)} s.`);
}
const [{ dates }] = (
  await client.query(`select count(*)::int as dates from event_occurrences where ends_at > now()`)
).rows as { dates: number }[];
await client.end();

const sample = await readSample(url);
const rand = seededRandom(Number(process.env.BENCH_SEED ?? Date.now() % 1_000_000));
const port = Number(process.env.BENCH_PORT ?? 3932);
const app = await startApp(url, port, { WORKERS: process.env.BENCH_WORKERS ?? '1' });
console.log(
  `\n${dates.toLocaleString('en-US')} coming dates; ${CONNECTIONS} connections, ${DURATION} s a mix, every request drawn at random`,
);

const WHENS = ['', 'when=today', 'when=weekend', 'when=week', 'from=2026-12-01&to=2027-02-28'];
const when = () => pick(rand, WHENS);
const join = (...parts: string[]) => parts.filter(Boolean).join('&');
const mixes: Record<string, () => string> = {
  'near a ZIP code': () =>
    `/api/events?${join(`zip=${pick(rand, sample.zips).zip}`, `radius=${pick(rand, ['5', '10', '25', '50'])}`, when())}`,
  'in a region': () => {
    const [state, region] = pick(rand, sample.regions);
    return `/api/events?${join(`state=${state}`, rand() < 0.3 ? '' : `region=${region}`, when())}`;
  },
  'with filters': () => {
    const [state, region] = pick(rand, sample.regions);
    const place =
      rand() < 0.5 ? `zip=${pick(rand, sample.zips).zip}&radius=25` : `state=${state}&region=${region}`;
    const filter =
      rand() < 0.5 ? `category=${pick(rand, CATEGORY_SLUGS)}` : `identity=${pick(rand, IDENTITY_TAGS).slug}`;
    return `/api/events?${join(place, filter, when())}`;
  },
};

const verdicts: string[] = [];
for (const [title, draw] of Object.entries(mixes)) {
  const m = await measure(app.origin, `events: ${title}`, draw);
  const met = m.p99 <= P99_GOAL_MS && m.non2xx === 0 && m.errors === 0;
  verdicts.push(`${title.padEnd(18)} ${m.reqs} req/s, p99 ${m.p99} ms: ${met ? 'met' : 'NOT met'}`);
}

const timed = async (title: string, draw: () => string) => {
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t0 = performance.now();
    const res = await fetch(app.origin + draw());
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${title}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p90 = times[Math.floor(times.length * 0.9)];
  const line = `${title.padEnd(18)} median ${times[12].toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`;
  verdicts.push(`${line}: ${p90 <= FILE_GOAL_MS ? 'met' : 'NOT met'} (p90 ≤ ${FILE_GOAL_MS} ms)`);
};
await timed('business calendar', () => `/business/${pick(rand, sample.usernames)}/events.ics`);
await timed('region feed', () => {
  const [state, region] = pick(rand, sample.regions);
  return `/events.ics?state=${state}&region=${region}&when=week`;
});

console.log(
  `\nGoals: p99 ≤ ${P99_GOAL_MS} ms, 0 non-2xx (mixes); calendars p90 ≤ ${FILE_GOAL_MS} ms, one at a time`,
);
for (const v of verdicts) console.log(v);
app.process.kill('SIGTERM');
await new Promise((r) => app.process.once('exit', r));
process.exit(0);
