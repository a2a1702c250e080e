// The process's numbers in Prometheus's text format (GET /metrics): requests by matched route and
// status, the database pool and slow queries, the mail outbox, page views not yet written, the
// search counts cache and the public caches (changes/caches.ts), and Node's own process metrics (memory, event-loop delay).
// One registry per app, so several apps in one test process do not share counters. Labels hold route patterns,
// methods and statuses only: never a path, a user or an address.
import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheReport } from '../changes/caches.ts';
import type { Db } from '../db/client.ts';
import { QUERY_BUDGET_MS, type QueryMonitor } from '../db/query-monitor.ts';
import { queryRows } from '../db/query-rows.ts';

export interface MetricsSources {
  db: Db;
  monitor: QueryMonitor;
  /** Page views counted in memory and not yet written. */
  pendingViews: () => number;
  /** The public caches' lookups and entries (changes/caches.ts). */
  caches: () => CacheReport[];
}

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics({ db, monitor, pendingViews, caches }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'locals_db_pool_size',
    'Database connections the process may hold (PGlite: one).',
    () => monitor.pool().size,
  );
  gauge(
    'locals_db_pool_in_use',
    'Database connections running a query or transaction.',
    () => monitor.pool().inUse,
  );
  gauge(
    'locals_db_pool_waiting',
    'Queries waiting for a free database connection.',
    () => monitor.pool().waiting,
  );
  new Counter({
    name: 'locals_db_queries_over_budget_total',
    help: `Queries that took longer than their ${QUERY_BUDGET_MS} ms budget.`,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(monitor.overBudget());
    },
  });
  gauge('locals_db_query_budget_seconds', 'The time budget of one query.', () => QUERY_BUDGET_MS / 1000);

  // One query answers both outbox numbers; the registry collects metrics side by side, so the two
  // gauges share the answer in flight. A database outage leaves their last values.
  let outbox: Promise<{ depth: number; age: number } | null> | null = null;
  const readOutbox = () => {
    outbox ??= queryRows<{ depth: number; age: number | null }>(
      db,
      sql`
        select count(*)::int as depth, extract(epoch from now() - min(created_at))::float8 as age
        from mail_outbox where sent_at is null and gave_up_at is null`,
    )
      .then(([row]) => {
        return { depth: Number(row.depth), age: Math.max(0, Number(row.age ?? 0)) };
      })
      .catch(() => null)
      .finally(() => {
        outbox = null;
      });
    return outbox;
  };
  const outboxGauge = (name: string, help: string, pick: (o: { depth: number; age: number }) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await readOutbox();
        if (read) this.set(pick(read));
      },
    });
  outboxGauge(
    'locals_mail_outbox_depth',
    'Emails waiting to be sent (not sent, not given up), paced ones included.',
    (o) => o.depth,
  );
  outboxGauge(
    'locals_mail_outbox_oldest_age_seconds',
    'Age of the oldest email still waiting to be sent (0 when none waits).',
    (o) => o.age,
  );
  gauge('locals_page_views_pending', 'Business page views counted in memory, not yet written.', pendingViews);

  /** A cache's lookups by hit and miss, both shown from the start (hit rate = hit / (hit + miss)). */
  const lookups = (name: string, what: string) => {
    const counter = new Counter({
      name,
      help: `${what} lookups by result; hit rate = hit / (hit + miss).`,
      labelNames: ['result'] as const,
      registers: [registry],
    });
    counter.inc({ result: 'hit' }, 0);
    counter.inc({ result: 'miss' }, 0);
    return (hit: boolean) => counter.inc({ result: hit ? 'hit' : 'miss' });
  };
  const pageMemoLookup = lookups(
    'locals_page_memo_lookups_total',
    'Drawn-page (same address, head and data)',
  );

  // The registry's caches (ADR 034): counted there, read at each scrape.
  new Counter({
    name: 'locals_cache_lookups_total',
    help: 'Public cache lookups by cache and result; hit rate = hit / (hit + miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const c of caches()) {
        this.inc({ cache: c.name, result: 'hit' }, c.hits);
        this.inc({ cache: c.name, result: 'miss' }, c.misses);
      }
    },
  });
  new Gauge({
    name: 'locals_cache_entries',
    help: 'Entries a public cache holds now (expired ones until they are next touched).',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const c of caches()) this.set({ cache: c.name }, c.entries);
    },
  });

  return {
    registry,
    /** Records one answered request (the route is Hono's matched pattern). */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    pageMemoLookup,
  };
}
