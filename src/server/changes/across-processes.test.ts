// Two app servers on one PostgreSQL database, each with its own caches and its own LISTEN connection
// (ADR 034): a business its owner hides through A is gone from B's business page (404), its JSON and
// its search within a second; `npm run cli -- close-state` run beside them takes the state's business
// pages off B within a second. B is asked with plain fetch (not the harness's, which waits for its own
// server's signal): what a visitor of B would get. PostgreSQL only: the embedded database has one process.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildWeb } from '../../../scripts/tasks/web-build.ts';
import { nextAddress, signUpVerified } from '../test/auth-helpers.ts';
import { cacheLookups } from '../test/cache-lookups.ts';
import { cliOnDatabase } from '../test/cli-process.ts';
import { createBusinessRow, createUserRow } from '../test/factories.ts';
import { type PersistentStore, persistentStore, startTestServer, type TestServer } from '../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';

const WITHIN_MS = 1_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let store: PersistentStore;
  let smtp: SmtpSink;
  let a: TestServer;
  let b: TestServer;
  let owner: string;
  let hidden: { businessId: string };

  /** B's answer to `path`, as any visitor gets it. */
  const fromB = (path: string) => fetch(`${b.origin}${path}`);
  const searchOfB = async () =>
    (
      (await (await fromB('/api/search?state=california')).json()).items as { businessUsername: string }[]
    ).map((i) => i.businessUsername);

  /** Milliseconds from now until `check()` holds; fails past the deadline. */
  async function msUntil(what: string, check: () => Promise<boolean>, from = performance.now()) {
    const deadline = from + 10 * WITHIN_MS;
    while (!(await check()))
      if (performance.now() > deadline) throw new Error(`${what}: still not so after 10 s`);
    return performance.now() - from;
  }

  beforeAll(async () => {
    const webRoot = join(await mkdtemp(join(tmpdir(), 'locals-across-')), 'dist');
    expect(buildWeb(new URL('../../..', import.meta.url).pathname, webRoot)).toBe(0);
    store = await persistentStore();
    smtp = await startSmtpSink();
    a = await startTestServer({ SMTP_URL: smtp.url }, { store, webRoot });
    b = await startTestServer({ SMTP_URL: smtp.url }, { store, webRoot });
    owner = (await signUpVerified(a, smtp, 'acrossowner')).cookie;
    const ownerId = (await (await a.fetch('/api/me', { headers: { cookie: owner } })).json()).id;
    hidden = await createBusinessRow(a.deps.db, ownerId, { businessUsername: 'across-hidden' });
    await createBusinessRow(a.deps.db, (await createUserRow(a.deps.db)).id, {
      businessUsername: 'across-closed',
    });
  }, 300_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
    await store?.remove();
  });

  test('a business hidden through A is gone from B: its page, its JSON, its search, within a second', async () => {
    // B holds all three (asked twice: the second is answered from memory).
    for (let i = 0; i < 2; i++) {
      expect((await fromB('/business/across-hidden')).status).toBe(200);
      expect((await fromB('/api/businesses/by-username/across-hidden')).status).toBe(200);
      expect(await searchOfB()).toContain('across-hidden');
    }
    expect((await cacheLookups(b, 'business-pages')).hit).toBeGreaterThan(0);

    const hide = await a.fetch(`/api/businesses/${hidden.businessId}/publish`, {
      method: 'POST',
      headers: { cookie: owner, 'x-forwarded-for': nextAddress() },
      json: { publish: false },
    });
    expect(hide.status).toBe(200);
    const answered = performance.now();
    const page = await msUntil(
      'page',
      async () => (await fromB('/business/across-hidden')).status === 404,
      answered,
    );
    const json = await msUntil(
      'JSON',
      async () => (await fromB('/api/businesses/by-username/across-hidden')).status === 404,
      answered,
    );
    const search = await msUntil(
      'search',
      async () => !(await searchOfB()).includes('across-hidden'),
      answered,
    );
    console.info(
      `hidden through A, gone from B after: page ${page.toFixed(1)} ms, JSON ${json.toFixed(1)} ms, search ${search.toFixed(1)} ms`,
    );
    expect(Math.max(page, json, search)).toBeLessThan(WITHIN_MS);
  });

  // The command line starts its own app (migrations checked, geography loaded): slow on a busy machine.
  test("close-state from the command line takes the state's business pages off a running server within a second", async () => {
    for (let i = 0; i < 2; i++) expect((await fromB('/business/across-closed')).status).toBe(200);
    const closed = await cliOnDatabase(
      store.dataDir,
      store.databaseUrl as string,
      'close-state',
      'california',
    );
    expect(closed.code, closed.out).toBe(0);
    const exited = performance.now();
    const page = await msUntil(
      'page',
      async () => (await fromB('/business/across-closed')).status === 404,
      exited,
    );
    const onA = await msUntil(
      'page on A',
      async () => (await fetch(`${a.origin}/business/across-closed`)).status === 404,
      exited,
    );
    console.info(
      `close-state: business page 404 on B after ${page.toFixed(1)} ms, on A after ${onA.toFixed(1)} ms`,
    );
    expect(Math.max(page, onA)).toBeLessThan(WITHIN_MS);
    expect((await fromB('/api/market?state=california')).status).toBe(404);
  }, 180_000);
});
