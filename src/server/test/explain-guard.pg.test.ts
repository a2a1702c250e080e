// The EXPLAIN guard (docs/product.md §20): no request an anonymous visitor can make reads or sorts a whole
// table. PostgreSQL only, by design: PGlite has no server-side planner statistics worth guarding
// (every table is tiny there), so this file runs when TEST_DATABASE_URL names a PostgreSQL server,
// as CI's PostgreSQL pass does (TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres).
//
// It seeds 50,000 published businesses with generate_series (enough for the planner to prefer an
// index wherever one serves), ANALYZEs, asks every request of the public list through the real app,
// records each SQL statement the app sent while answering, and EXPLAINs it with its own parameters
// under the session settings of the pool public reads use (read-pool.ts).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMillion } from '../../../scripts/tasks/seed-million.ts';
import { PUBLIC_READ_OPTIONS } from '../db/read-pool.ts';
import { startSearchIndex } from '../modules/search/search.routes.ts';
import { sendDigestsOnce } from '../modules/updates/digests.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { type PlanNode, planProblems } from './plan-check.ts';
import { OPEN_DATA_REQUESTS, type PublicRequest, publicRequests } from './public-requests.ts';

const TOTAL = 50_000;
const IN_STATE = 15_000;

interface Sent {
  text: string;
  values: unknown[];
}

/** Every statement any pg client sends while `recording` is on (the app's pool included). */
const sent: Sent[] = [];
let recording = false;
const originalQuery = pg.Client.prototype.query;
function record() {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; we only read the text.
  pg.Client.prototype.query = function (this: pg.Client, config: any, values?: any, cb?: any) {
    if (recording) {
      const text = typeof config === 'string' ? config : config?.text;
      const params = (typeof config === 'object' && config?.values) || (Array.isArray(values) ? values : []);
      if (typeof text === 'string') sent.push({ text, values: params });
    }
    return (originalQuery as (...a: unknown[]) => unknown).call(this, config, values, cb);
  } as typeof originalQuery;
}

const reads = (text: string) => /^\s*(select|with)\b/i.test(text) && !/^\s*select 1\s*$/i.test(text);

describe.runIf(process.env.TEST_DATABASE_URL)('EXPLAIN guard (PostgreSQL)', () => {
  let server: TestServer;
  let explain: pg.Client;
  let requests: PublicRequest[];

  beforeAll(async () => {
    server = await startTestServer();
    const url = server.deps.env.DATABASE_URL as string;
    await seedMillion(url, TOTAL, IN_STATE);
    explain = new pg.Client({ connectionString: url, options: PUBLIC_READ_OPTIONS });
    await explain.connect();
    // Owners' posts: one business in five has posted in the last three weeks.
    const seed = new pg.Client({ connectionString: url });
    await seed.connect();
    await seed.query(`insert into business_posts (business_id, kind, title, body, expires_at, created_at)
      select business_id, 'update', 'News', 'Fresh candles.', now() + interval '90 days',
        now() - (shuffle_key % 21) * interval '1 day'
      from business_profiles where shuffle_key % 5 = 0`);
    // Events: one business in twenty has one in the coming weeks, a quarter of them weekly (migration
    // 0020's trigger writes their dates).
    await seed.query(`insert into business_posts (business_id, kind, title, body, place, time_zone, starts_at,
        ends_at, repeat_until, expires_at)
      select business_id, 'event', 'Market night', 'Every stall open.', 'The plaza', 'America/Los_Angeles',
        now() + (shuffle_key % 30) * interval '1 day', now() + (shuffle_key % 30) * interval '1 day' + interval '3 hours',
        case when shuffle_key % 4 = 0 then (now() + (shuffle_key % 30 + 56) * interval '1 day')::date end,
        now() + interval '100 days'
      from business_profiles where shuffle_key % 20 = 0`);
    await seed.query('analyze event_occurrences');
    await seed.query('analyze business_posts');
    await seed.query('analyze business_first_published');
    await seed.query('analyze open_data_changes');
    await seed.end();
    requests = [...(await publicRequests(server.origin, TOTAL)), ...OPEN_DATA_REQUESTS];
    // The search index reads every business once, at start (main awaits it before serving): what
    // is guarded is what each request reads after that.
    await startSearchIndex(server.deps);
    record();
  }, 300_000);

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await explain?.end();
    await server?.close();
  });

  it('answers every public request without a sequential scan or a full sort of a growing table', async () => {
    const problems: string[] = [];
    let explained = 0;
    for (const { title, paths } of requests) {
      expect(paths.length, `${title} has requests`).toBeGreaterThan(0);
      // A few of each kind is enough: the same statements with other values.
      for (const path of paths.slice(0, 4)) {
        sent.length = 0;
        recording = true;
        const res = await fetch(server.origin + path);
        await res.arrayBuffer();
        recording = false;
        expect(res.status, `${title}: ${path}`).toBeLessThan(400);
        for (const q of sent.filter((s) => reads(s.text))) {
          const { rows } = await explain.query(`explain (format json) ${q.text}`, q.values);
          const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
          explained++;
          for (const p of planProblems(plan))
            problems.push(`${title} (${path}): ${p}\n    ${q.text.replace(/\s+/g, ' ').slice(0, 300)}`);
        }
      }
    }
    expect(explained).toBeGreaterThan(requests.length);
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);

  it('matches new businesses to alerts from the recently published, never a state’s or a radius’s businesses', async () => {
    // Alerts of every kind, confirmed a week ago: their news is what was published since.
    const seed = new pg.Client({ connectionString: server.deps.env.DATABASE_URL as string });
    await seed.connect();
    await seed.query(`insert into area_alerts (email, state, region, zip_code, radius_miles, confirmed_at) values
      ('a@example.test', 'california', null, null, null, now() - interval '7 days'),
      ('b@example.test', 'california', 'Los Angeles', null, null, now() - interval '7 days'),
      ('c@example.test', 'california', null, '90012', 50, now() - interval '7 days')`);
    await seed.query('analyze area_alerts');
    await seed.end();
    sent.length = 0;
    recording = true;
    await sendDigestsOnce(server.deps);
    recording = false;
    const matches = sent.filter((s) => reads(s.text) && s.text.includes('business_first_published'));
    expect(matches.length).toBeGreaterThanOrEqual(3);
    const problems: string[] = [];
    for (const q of matches) {
      const { rows } = await explain.query(`explain (format json) ${q.text}`, q.values);
      const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
      for (const p of planProblems(plan))
        problems.push(`${p}\n    ${q.text.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);
});
