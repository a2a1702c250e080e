// Graceful stop (issue 11 item 11): the real server process under keep-alive load gets SIGTERM.
// It stops accepting, finishes what is in flight, closes its keep-alive connections without a
// reset, writes the page views it counted, and exits 0: every acknowledged view is in the database.
import { Agent, request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createBusinessRow, createUserRow } from '../factories.ts';
import { createPgDatabase } from '../harness.ts';
import { PG_BASE_URL, reachable, until } from './fault-kit.ts';
import { type ServerProcess, startServerProcess, webRoot } from './server-process.ts';

const pgUp = await reachable(PG_BASE_URL, 5432);

interface Outcome {
  view: boolean;
  status: number | string;
  connectionClose: boolean;
  afterSignal: boolean;
}

/** One GET on a keep-alive agent; network failures come back as their error code. */
function get(agent: Agent, url: string): Promise<{ status: number | string; connectionClose: boolean }> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connectionClose: res.headers.connection === 'close' }),
      );
      res.on('error', (err: NodeJS.ErrnoException) =>
        resolve({ status: err.code ?? 'error', connectionClose: false }),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: err.code ?? err.message, connectionClose: false }),
    );
    req.end();
  });
}

describe.skipIf(!pgUp)(`SIGTERM under keep-alive load (needs PostgreSQL at ${PG_BASE_URL})`, () => {
  let dropDb: () => Promise<void>;
  let database: Database;
  let web: Awaited<ReturnType<typeof webRoot>>;
  let server: ServerProcess;
  let businessId: string;
  let shop: string;

  beforeAll(async () => {
    const pgDb = await createPgDatabase(PG_BASE_URL);
    dropDb = pgDb.drop;
    web = await webRoot();
    server = await startServerProcess(pgDb.url, web.dir);
    database = openDatabase({ url: pgDb.url });
    const owner = await createUserRow(database.db);
    const business = await createBusinessRow(database.db, owner.id);
    businessId = business.businessId;
    shop = business.businessUsername!;
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database?.close();
    await dropDb?.();
    await web?.remove();
  });

  test('0 reset connections, every acknowledged page view counted, exit 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const outcomes: Outcome[] = [];
    let signalled = false;
    const worker = async (i: number) => {
      // A business page view (counted in memory, flushed every few seconds) or a ZIP lookup.
      for (let k = i; ; k++) {
        const path = k % 3 === 0 ? '/api/zips/90012' : `/api/businesses/by-username/${shop}`;
        const sentAfterSignal = signalled;
        const { status, connectionClose } = await get(agent, `${server.origin}${path}`);
        outcomes.push({ view: path.includes(shop), status, connectionClose, afterSignal: sentAfterSignal });
        // The listening socket is closed: this client is done.
        if (status === 'ECONNREFUSED') return;
      }
    };
    // And one client that made a request and then sits on its idle keep-alive connection.
    const idleAgent = new Agent({ keepAlive: true });
    expect((await get(idleAgent, `${server.origin}/api/zips/90012`)).status).toBe(200);
    const workers = Array.from({ length: 16 }, (_, i) => worker(i));
    await until(() => outcomes.filter((o) => o.status === 200).length >= 600);
    const signalledAt = performance.now();
    signalled = true;
    server.child.kill('SIGTERM');
    await Promise.all(workers);
    const code = await server.exited;
    const stopMs = performance.now() - signalledAt;
    agent.destroy();
    idleAgent.destroy();

    const acknowledged = outcomes.filter((o) => o.view && o.status === 200).length;
    const [{ views }] = (
      await database.db.execute<{ views: number }>(
        sql`select coalesce(sum(views), 0)::int as views from business_page_views where business_id = ${businessId}`,
      )
    ).rows as { views: number }[];
    // Refused is expected: a client that opens a new connection after the stop began.
    const failures = outcomes.filter((o) => typeof o.status === 'string' && o.status !== 'ECONNREFUSED');
    const closedCleanly = outcomes.filter((o) => o.connectionClose).length;
    console.log(
      `[graceful stop] ${outcomes.length} requests on 16 keep-alive connections; SIGTERM → exit ${code} in ` +
        `${Math.round(stopMs)} ms; ${closedCleanly} answers carried Connection: close; ` +
        `${failures.length} resets or other failures; page views acknowledged ${acknowledged}, in the database ${views}`,
    );
    expect(code).toBe(0);
    expect(failures).toEqual([]);
    expect(outcomes.filter((o) => typeof o.status === 'number' && o.status !== 200)).toEqual([]);
    expect(views).toBe(acknowledged);
    expect(closedCleanly).toBeGreaterThan(0);
  });
});
