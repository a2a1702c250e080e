// Fault test (issue 11 item 7): the app's PostgreSQL connections are cut under steady load and
// restored. While the database is away every request answers (503 with Retry-After where it needs
// the database, in well under a second), none gives 500, and service resumes without a restart.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpVerified } from '../auth-helpers.ts';
import { createBusinessRow, createUserRow } from '../factories.ts';
import { createPgDatabase, startTestServer, type TestServer } from '../harness.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import {
  type Answer,
  endpointOf,
  PG_BASE_URL,
  type Probe,
  rateLimitedProbes,
  reachable,
  steadyLoad,
  tally,
  until,
  viaProxy,
} from './fault-kit.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const pgUp = await reachable(PG_BASE_URL, 5432);

describe.skipIf(!pgUp)(`PostgreSQL connections cut under load (needs PostgreSQL at ${PG_BASE_URL})`, () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let dropDb: () => Promise<void>;
  let cookie: string;
  let shop: string;
  let databaseName: string;

  beforeAll(async () => {
    const database = await createPgDatabase(PG_BASE_URL);
    dropDb = database.drop;
    databaseName = new URL(database.url).pathname.slice(1);
    proxy = await startTcpProxy(endpointOf(database.url, 5432));
    smtp = await startSmtpSink();
    server = await startTestServer({
      DATABASE_URL: viaProxy(database.url, proxy.port),
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
    });
    cookie = (await signUpVerified(server, smtp, 'outageuser')).cookie;
    const owner = await createUserRow(server.deps.db);
    shop = (await createBusinessRow(server.deps.db, owner.id)).businessUsername!;
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await smtp?.close();
    await dropDb?.();
  });

  let n = 0;
  /** What the product does: anonymous reads, session-bearing reads, writes, auth, HTML, readiness. */
  const makeProbes = (): Probe[] => {
    const address = () => `10.77.${Math.floor(++n / 250) % 250}.${(n % 250) + 1}`;
    const xff = () => ({ 'x-forwarded-for': address() });
    const probes: Probe[] = [
      { name: 'zip', send: () => server.fetch('/api/zips/90012') },
      { name: 'me', send: () => server.fetch('/api/me', { headers: { cookie } }) },
      { name: 'get-session', send: () => server.fetch('/api/auth/get-session', { headers: { cookie } }) },
      { name: 'business', send: () => server.fetch(`/api/businesses/by-username/${shop}`) },
      { name: 'business-html', send: () => server.fetch(`/business/${shop}`) },
      ...rateLimitedProbes(server, address, () => `w${n}-${Date.now()}@example.test`),
      {
        name: 'sign-in',
        send: () =>
          server.fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: xff(),
            json: { email: `nobody${n}@example.test`, password: 'Wrong#pass1' },
          }),
      },
      { name: 'readyz', send: () => server.fetch('/readyz') },
    ];
    return probes;
  };

  test('503 with Retry-After while cut, no 500, service back within a second of the restore', async () => {
    const probes = makeProbes();
    const load = steadyLoad(probes, 8);
    const inPhase = (phase: string) => load.answers.filter((a) => a.phase === phase);

    await until(() => inPhase('before').length >= probes.length * 3);
    load.phase('down');
    proxy.cut();
    const cutAt = load.now();
    // Page views counted before the cut cannot be written now; they must wait, not vanish.
    await server.deps.viewCounter.flush();
    // Hold the outage long enough for the pool to have thrown away every connection it had.
    await until(() => load.now() - cutAt > 1500 && inPhase('down').length >= 100);
    load.phase('up');
    proxy.restore();
    const restoredAt = load.now();
    // Recovered once every probe has answered normally to a request sent after the restore.
    const recovered = () => probes.every((p) => lastAnswerOk(load.answers, p.name, restoredAt));
    await until(recovered, 10_000);
    // Recovery: from the restore to the end of the last failed answer to a request sent after it.
    const failedAfter = load.answers.filter((a) => a.at >= restoredAt && !isOk(a));
    const recoveryMs = Math.max(0, ...failedAfter.map((a) => a.at + a.ms - restoredAt));
    await until(() => inPhase('up').length >= probes.length * 3);
    const answers = await load.stop();
    await server.deps.viewCounter.flush();
    const viewsAcknowledged = answers.filter((a) => a.name === 'business' && a.status === 200).length;
    const [{ views }] = (
      await server.deps.db.execute<{ views: number }>(
        sql`select coalesce(sum(views), 0)::int as views from business_page_views`,
      )
    ).rows as { views: number }[];

    const down = answers.filter((a) => a.phase === 'down' && a.at + a.ms < restoredAt);
    const unavailable = down.filter((a) => a.status === 503);
    console.log(
      `[database outage] ${answers.length} requests: ${down.length} while cut (${unavailable.length} × 503), ` +
        `slowest answer while cut ${Math.round(Math.max(...down.map((a) => a.ms)))} ms, ` +
        `recovery ${Math.round(recoveryMs)} ms after the restore (${failedAfter.length} failed after it); ` +
        `page views acknowledged ${viewsAcknowledged}, stored ${views}; slowest while cut: ` +
        [...down]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 4)
          .map((a) => `${a.name} ${a.status} ${Math.round(a.ms)} ms at +${Math.round(a.at - cutAt)}`)
          .join(', '),
    );

    expect(tally(answers.filter((a) => a.status === 500 || typeof a.status === 'string'))).toEqual({});
    // Everything that needs the database says so: 503, our error shape, a Retry-After. A business's
    // page and JSON read before the cut may still answer from the cache registry (ADR 034): nothing can
    // change them while the database is away, and the listener's reconnect drops every cache after it.
    const fromCache = (a: (typeof down)[number]) => a.status === 200 && /^business(-html)?$/.test(a.name);
    expect(tally(down.filter((a) => a.status !== 503 && !fromCache(a)))).toEqual({});
    for (const a of unavailable) {
      expect(a.code).toBe('unavailable');
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    expect(Math.max(...down.map((a) => a.ms))).toBeLessThan(1000);
    expect(recoveryMs).toBeLessThan(1000);
    expect(views).toBe(viewsAcknowledged);
    // And after: every probe answers as it did before the cut.
    const after = answers.filter((a) => a.phase === 'up' && a.at > restoredAt + recoveryMs);
    expect(tally(after.filter((a) => !isOk(a)))).toEqual({});
  });

  test('the server ends every connection of the app (as on a restart, 57P01): no 500, back at once', async () => {
    const probes = makeProbes();
    const load = steadyLoad(probes, 8);
    const inPhase = (phase: string) => load.answers.filter((a) => a.phase === phase);
    await until(() => inPhase('before').length >= probes.length * 3);
    load.phase('terminated');
    const admin = new pg.Client({ connectionString: PG_BASE_URL });
    await admin.connect();
    const { rowCount: terminated } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    await admin.end();
    const terminatedAt = load.now();
    await until(() => inPhase('terminated').length >= probes.length * 5);
    const answers = await load.stop();

    const after = answers.filter((a) => a.phase === 'terminated');
    const unavailable = after.filter((a) => a.status === 503);
    const failedAfter = after.filter((a) => a.at >= terminatedAt && !isOk(a));
    const recoveryMs = Math.max(0, ...failedAfter.map((a) => a.at + a.ms - terminatedAt));
    console.log(
      `[database connections terminated] ${terminated} backends ended under load; ${after.length} requests ` +
        `after: ${unavailable.length} × 503 (queries in flight at that moment), recovery ${Math.round(recoveryMs)} ms`,
    );
    expect(terminated).toBeGreaterThan(0);
    expect(tally(answers.filter((a) => a.status === 500 || typeof a.status === 'string'))).toEqual({});
    for (const a of unavailable) expect(Number(a.retryAfter)).toBeGreaterThan(0);
    expect(tally(after.filter((a) => !isOk(a) && a.status !== 503))).toEqual({});
    expect(recoveryMs).toBeLessThan(1000);
  });
});

/** 2xx/3xx, or a refusal that is about the input or the limits, not the outage. */
function isOk(a: Answer) {
  return typeof a.status === 'number' && (a.status < 400 || a.status === 401 || a.status === 429);
}

function lastAnswerOk(answers: Answer[], name: string, t: number) {
  const last = answers.findLast((a) => a.name === name && a.at >= t);
  return Boolean(last && isOk(last));
}
