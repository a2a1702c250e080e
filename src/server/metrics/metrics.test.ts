// /metrics (issue 27 item 2): scraped through HTTP, its series move with what the process does, its
// labels never hold a path, a user or an address, and only this machine or a bearer
// METRICS_TOKEN may read it — a request a proxy forwarded from elsewhere is not "this machine".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POOL_SIZE } from '../db/client.ts';
import { READ_POOL_SIZE } from '../db/read-pool.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { nextAddress, signUpVerified } from '../test/auth-helpers.ts';
import { createBusinessRow, createUserRow } from '../test/factories.ts';
import { startServerWithMail, startTestServer, type TestServer } from '../test/harness.ts';
import type { startSmtpSink } from '../test/smtp-sink.ts';
import { METRICS_REFUSED } from './metrics.routes.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, smtp, close } = await startServerWithMail({ TRUST_PROXY: '1', METRICS_TOKEN: TOKEN }));
}, 180_000);
afterAll(() => close?.());

async function scrape(headers: Record<string, string> = {}) {
  const res = await server.fetch('/metrics', { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one series (`name{labels}`), 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('what /metrics reports', () => {
  test('requests by matched route and status: the series move, and no path, user or address shows', async () => {
    const { cookie } = await signUpVerified(server, smtp, 'metricsowner');
    const owner = await server.fetch('/api/me', { headers: { cookie } });
    const ownerId = (await owner.json()).id as string;
    const zipSeries = 'http_request_duration_seconds_count{method="GET",route="/api/zips/:zip",status="200"}';
    const missSeries = 'http_request_duration_seconds_count{method="GET",route="/api/*",status="404"}';
    const before = await scrape();
    for (const zip of ['90012', '10001', '60601']) {
      const res = await server.fetch(`/api/zips/${zip}`, { headers: { 'x-forwarded-for': '198.51.100.77' } });
      expect(res.status).toBe(200);
    }
    expect((await server.fetch('/api/no-such/secret-reset-token-abc')).status).toBe(404);
    const after = await scrape();
    expect(value(after, zipSeries) - value(before, zipSeries)).toBe(3);
    expect(value(after, missSeries) - value(before, missSeries)).toBe(1);
    expect(after).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/zips/:zip"',
    );
    // Only names and labels are searched: a value's digits (a sum such as 0.0390012…) may hold anything.
    const namesAndLabels = after
      .split('\n')
      .map((line) => line.slice(0, line.lastIndexOf(' ')))
      .join('\n');
    for (const secret of ['90012', 'secret-reset-token', 'metricsowner', ownerId, '198.51.100.77', '10.250.'])
      expect(namesAndLabels, secret).not.toContain(secret);
  });

  test('process memory, event-loop delay, and the query budget', async () => {
    const text = await scrape();
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(value(text, 'locals_db_query_budget_seconds')).toBe(0.25);
  });

  test('transactions holding every connection: all in use, and the next query waits for one', async () => {
    const db = server.deps.db;
    const gauge = async (name: string) =>
      value(await server.deps.metrics.registry.getSingleMetricAsString(name), name);
    // PGlite has one connection for the whole process; PostgreSQL has a write pool and a public-read
    // pool, reported together. The transactions fill the write pool (deps.db).
    const pglite = server.database.kind === 'pglite';
    expect(await gauge('locals_db_pool_size')).toBe(pglite ? 1 : POOL_SIZE + READ_POOL_SIZE);
    const size = pglite ? 1 : POOL_SIZE;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding: Promise<void>[] = [];
    const transactions = Array.from({ length: size }, () => {
      let held = () => {};
      holding.push(
        new Promise<void>((resolve) => {
          held = resolve;
        }),
      );
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        held();
        await gate;
      });
    });
    await Promise.all(holding);
    const queued = Promise.resolve(db.execute(sql`select 1`));
    // Read from the registry: a scrape's own outbox query would wait behind the transactions too.
    expect(await gauge('locals_db_pool_in_use')).toBe(size);
    await expect.poll(() => gauge('locals_db_pool_waiting')).toBe(1);
    release();
    await Promise.all([...transactions, queued]);
    const after = await scrape();
    expect(value(after, 'locals_db_pool_in_use')).toBe(0);
    expect(value(after, 'locals_db_pool_waiting')).toBe(0);
  });

  test('a query slower than its budget is counted', async () => {
    const before = value(await scrape(), 'locals_db_queries_over_budget_total');
    await server.deps.db.execute(sql`select pg_sleep(0.3)`);
    expect(value(await scrape(), 'locals_db_queries_over_budget_total')).toBeGreaterThan(before);
  });

  test('mail outbox depth and the age of the oldest waiting email', async () => {
    const before = await scrape();
    await server.deps.db.insert(mailOutbox).values({
      dedupeKey: 'metrics-test-paced',
      toAddress: 'later@example.test',
      subject: 'Later',
      text: 'x',
      html: '<p>x</p>',
      createdAt: new Date(Date.now() - 600_000),
      notBefore: new Date(Date.now() + 3_600_000),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const after = await scrape();
    expect(value(after, 'locals_mail_outbox_depth') - value(before, 'locals_mail_outbox_depth')).toBe(1);
    expect(value(after, 'locals_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(after).not.toContain('later@example.test');
  });

  test('page views waiting to be written', async () => {
    const owner = await server.fetch('/api/me', {
      headers: { cookie: (await signUpVerified(server, smtp, 'viewsowner')).cookie },
    });
    const biz = await createBusinessRow(server.deps.db, (await owner.json()).id);
    // The counter writes every 5 s: a flush between counting and scraping is retried, not slept on.
    let pending = 0;
    for (let attempt = 0; attempt < 3 && pending !== 3; attempt++) {
      await server.deps.viewCounter.flush();
      for (let i = 0; i < 3; i++) server.deps.viewCounter.record(biz.businessId);
      pending = value(await scrape(), 'locals_page_views_pending');
    }
    expect(pending).toBe(3);
    await server.deps.viewCounter.flush();
    expect(value(await scrape(), 'locals_page_views_pending')).toBe(0);
  });

  test("search's first pages: the first asking misses, again hits; a change to any business drops them", async () => {
    const series = (result: string) =>
      `locals_cache_lookups_total{cache="search-first-pages",result="${result}"}`;
    const shop = await createBusinessRow(server.deps.db, (await createUserRow(server.deps.db)).id);
    const moved = (before: string, after: string, result: string) =>
      value(after, series(result)) - value(before, series(result));
    const ask = async () =>
      expect((await server.fetch('/api/search?q=metrics-probe-word&state=california')).status).toBe(200);
    await server.deps.changes.settled();
    const t0 = await scrape();
    await ask();
    const t1 = await scrape();
    expect([moved(t0, t1, 'miss'), moved(t0, t1, 'hit')]).toEqual([1, 0]);
    await ask();
    const t2 = await scrape();
    expect([moved(t1, t2, 'hit'), moved(t1, t2, 'miss')]).toEqual([1, 0]);
    // Written straight to the database: heard through the change signal like any other process's write.
    await server.deps.db.execute(
      sql`update business_profiles set business_name = business_name where business_id = ${shop.businessId}`,
    );
    await server.deps.changes.settled();
    await ask();
    const t3 = await scrape();
    expect([moved(t2, t3, 'miss'), moved(t2, t3, 'hit')]).toEqual([1, 0]);
    expect(t3).not.toContain('metrics-probe-word');
    expect(value(t3, 'locals_cache_entries{cache="search-first-pages"}')).toBeGreaterThan(0);
  });
});

describe('who may read /metrics', () => {
  const refused = async (res: Response) => {
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(METRICS_REFUSED);
  };

  test('a caller a proxy forwarded from elsewhere is refused without the token, let in with it', async () => {
    const elsewhere = { 'x-forwarded-for': '203.0.113.9' };
    await refused(await server.fetch('/metrics', { headers: elsewhere }));
    await refused(
      await server.fetch('/metrics', { headers: { ...elsewhere, authorization: `Bearer ${TOKEN}x` } }),
    );
    await refused(await server.fetch('/metrics', { headers: { ...elsewhere, authorization: TOKEN } }));
    expect(await scrape({ ...elsewhere, authorization: `Bearer ${TOKEN}` })).toContain('locals_db_pool_size');
    // A client on this machine that came through the local proxy is still this machine.
    expect(await scrape({ 'x-forwarded-for': '127.0.0.1' })).toContain('locals_db_pool_size');
    // A client cannot forge its way in by writing loopback further left than the proxy's entry.
    await refused(
      await server.fetch('/metrics', { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } }),
    );
  });

  test('with no proxy trusted, any forwarded request is refused, and no token means loopback only', async () => {
    const plain = await startTestServer({ TRUST_PROXY: '0' });
    try {
      await refused(await plain.fetch('/metrics', { headers: { 'x-forwarded-for': '127.0.0.1' } }));
      await refused(await plain.fetch('/metrics', { headers: { forwarded: 'for=203.0.113.9' } }));
      // METRICS_TOKEN is unset here: no bearer value opens it.
      await refused(
        await plain.fetch('/metrics', {
          headers: { 'x-forwarded-for': nextAddress(), authorization: 'Bearer undefined' },
        }),
      );
      expect((await plain.fetch('/metrics')).status).toBe(200);
    } finally {
      await plain.close();
    }
  }, 120_000);
});
