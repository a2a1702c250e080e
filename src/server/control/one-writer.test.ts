// One writer for the embedded database (ADR 015), through real processes: the server as `npm start`
// runs it (src/server/main.ts) and the CLI as `npm run cli` runs it (scripts/cli.js). A second server
// on a held DATA_DIR stops with one line; CLI commands run inside the holder and take effect there at
// once; kill -9 leaves no stale lock; every acknowledged write survives all of it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { cookieFrom } from '../test/auth-helpers.ts';
import { cli } from '../test/cli-process.ts';
import { createPgDatabase } from '../test/harness.ts';
import { PG_BASE_URL, reachable, waitlistBody } from '../test/security/fault-kit.ts';
import {
  type ServerProcess,
  spawnServerProcess,
  startServerProcess,
  webRoot,
} from '../test/security/server-process.ts';

const DEMO_PASSWORD = 'LocalsDemo#2024';

let address = 0;
async function joinWaitlist(server: ServerProcess, email: string) {
  address += 1;
  const res = await fetch(`${server.origin}/api/waitlist`, {
    method: 'POST',
    headers: {
      origin: server.origin,
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.0.${address}`,
    },
    body: waitlistBody(email),
  });
  await res.arrayBuffer();
  return res.status;
}

async function signInDemo(server: ServerProcess) {
  address += 1;
  const res = await fetch(`${server.origin}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: {
      origin: server.origin,
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.1.${address}`,
    },
    body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

const consoleStatus = async (server: ServerProcess, cookie: string) =>
  (await fetch(`${server.origin}/api/admin/states`, { headers: { cookie } })).status;

async function isLive(server: ServerProcess, slug: string) {
  const { states } = (await (await fetch(`${server.origin}/api/states`)).json()) as {
    states: { slug: string; isLive: boolean }[];
  };
  return states.find((s) => s.slug === slug)?.isLive;
}

// Embedded only: the PostgreSQL pass of the server suite (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'one writer for the embedded database',
  { timeout: 240_000 },
  () => {
    let web: Awaited<ReturnType<typeof webRoot>>;
    let dataDir: string;
    let holder: ServerProcess;
    const servers: ServerProcess[] = [];
    const acknowledged: string[] = [];
    const start = async () => {
      const server = await startServerProcess(undefined, web.dir, { dataDir });
      servers.push(server);
      return server;
    };
    const writeSome = async (server: ServerProcess, tag: string) => {
      for (let i = 0; i < 3; i++) {
        const email = `${tag}${i}@example.test`;
        expect(await joinWaitlist(server, email)).toBe(201);
        acknowledged.push(email);
      }
    };

    beforeAll(async () => {
      web = await webRoot();
      dataDir = await mkdtemp(join(tmpdir(), 'locals-one-writer-'));
    });
    afterAll(async () => {
      for (const s of servers) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await web?.remove();
      await rm(dataDir, { recursive: true, force: true });
    });

    test('a second server on a held DATA_DIR exits with one line naming it; the first keeps serving', async () => {
      holder = await start();
      await writeSome(holder, 'before');
      const second = await spawnServerProcess(undefined, web.dir, { dataDir });
      servers.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output().trim()).toBe(
        `Another process (PID ${holder.child.pid}) holds the embedded database in ${resolve(dataDir)}. ` +
          'Stop it first, or give this one its own directory (e.g. DATA_DIR=./data-2).',
      );
      await writeSome(holder, 'after');
    });

    test('CLI commands run inside the running server and take effect there at once', async () => {
      const seeded = await cli(dataDir, 'seed-demo');
      expect(seeded).toMatchObject({ code: 0 });
      expect(JSON.parse(seeded.out).businesses).toBeGreaterThan(0);
      const recent = (await (await fetch(`${holder.origin}/api/businesses/recent`)).json()) as {
        items: unknown[];
      };
      expect(recent.items.length).toBeGreaterThan(0);

      const cookie = await signInDemo(holder);
      expect(await consoleStatus(holder, cookie)).toBe(404);
      expect(await cli(dataDir, 'admin', 'grant', 'demo@localsmarket.test')).toEqual({
        code: 0,
        out: 'demo@localsmarket.test is an operator now.\n',
      });
      expect(await consoleStatus(holder, cookie)).toBe(200);

      expect(await isLive(holder, 'alaska')).toBe(false);
      expect((await cli(dataDir, 'open-state', 'alaska')).out).toMatch(/^Alaska is now live/);
      expect(await isLive(holder, 'alaska')).toBe(true);
      expect((await cli(dataDir, 'close-state', 'alabama')).out).toMatch(/^Alabama is now paused/);
      expect(await isLive(holder, 'alabama')).toBe(false);
      expect(await cli(dataDir, 'migrate')).toEqual({
        code: 0,
        out: 'Migrations and geography are up to date.\n',
      });
      expect(await cli(dataDir, 'admin', 'grant', 'nobody@example.test')).toEqual({
        code: 1,
        out: 'No account with the email nobody@example.test.\n',
      });
    });

    test('after kill -9 of the holder a new server starts at once and every change survived', async () => {
      holder.child.kill('SIGKILL');
      await holder.exited;
      holder = await start();
      expect(await consoleStatus(holder, await signInDemo(holder))).toBe(200);
      expect(await isLive(holder, 'alaska')).toBe(true);
      expect(await isLive(holder, 'alabama')).toBe(false);
      await writeSome(holder, 'restarted');
    });

    test('with no server running the CLI opens the database itself', async () => {
      holder.child.kill('SIGTERM');
      expect(await holder.exited).toBe(0);
      expect(await cli(dataDir, 'admin', 'revoke', 'demo@localsmarket.test')).toEqual({
        code: 0,
        out: 'demo@localsmarket.test is not an operator now.\n',
      });
      const database = openDatabase({ dir: join(dataDir, 'db') });
      try {
        const { rows } = await database.db.execute<{ email: string }>(
          // The demo has its own waiting people (@localsmarket.test); these are the test's.
          sql`select email from business_waitlists where email like '%@example.test'`,
        );
        expect((rows as { email: string }[]).map((r) => r.email).sort()).toEqual([...acknowledged].sort());
        const { rows: roles } = await database.db.execute<{ is_operator: boolean }>(
          sql`select is_operator from users where email = 'demo@localsmarket.test'`,
        );
        expect(roles).toEqual([{ is_operator: false }]);
      } finally {
        await database.close();
      }
    });
  },
);

const pgUp = await reachable(PG_BASE_URL, 5432);

describe.skipIf(!pgUp)(
  `PostgreSQL keeps several processes side by side (${PG_BASE_URL})`,
  { timeout: 300_000 },
  () => {
    test("two servers on one DATABASE_URL and one DATA_DIR both serve and see each other's writes", async () => {
      const web = await webRoot();
      const pgDb = await createPgDatabase(PG_BASE_URL);
      const both: ServerProcess[] = [];
      try {
        // One after the other: the first migrates the new database (as `npm run cli -- migrate` would).
        both.push(await startServerProcess(pgDb.url, web.dir));
        both.push(await startServerProcess(pgDb.url, web.dir));
        const exists = async (server: ServerProcess) =>
          (
            (await (await fetch(`${server.origin}/api/usernames/sidebyside/exists`)).json()) as {
              exists: boolean;
            }
          ).exists;
        expect(await exists(both[1])).toBe(false);
        // An account made through the first process is there for the second.
        const res = await fetch(`${both[0].origin}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: {
            origin: both[0].origin,
            'content-type': 'application/json',
            'x-forwarded-for': '10.77.2.1',
          },
          body: JSON.stringify({
            email: 'side@example.test',
            username: 'sidebyside',
            password: 'Tomato#2024',
          }),
        });
        expect(res.status).toBe(200);
        expect(await exists(both[1])).toBe(true);
        expect(both.map((s) => s.child.exitCode)).toEqual([null, null]);
      } finally {
        for (const s of both) s.child.kill('SIGTERM');
        await Promise.all(both.map((s) => s.exited));
        await pgDb.drop();
        await web.remove();
      }
    });
  },
);
