// The operator role (docs/product.md §23, ADR 013): a confirmed address listed in ADMIN_EMAILS,
// read on every request, or the flag `npm run cli -- admin grant|revoke` sets on the database; every
// admin endpoint and page answers 404 to anonymous visitors and ordinary users, exactly like an
// unknown route.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ENDPOINTS } from '#shared/api/index.ts';
import { operatorAuditLog, users } from '../../db/schema/index.ts';
import { PASSWORD, signUp } from '../../test/auth-helpers.ts';
import { persistentStore, serverWithMailForFile, startServerWithMail } from '../../test/harness.ts';
import { fillPath } from '../../test/security/corpus-requests.ts';
import { captureOutput } from '../../test/security/server-process.ts';
import { CLI_ACTOR, recordAction } from '../audit/audit.service.ts';
import { setOperator } from './operator-role.service.ts';
import { call, isOperatorRow, operator, type Person, person } from './operator-test-kit.ts';

const live = serverWithMailForFile({
  TRUST_PROXY: '1',
  ADMIN_EMAILS: 'Boss@Example.test, chief@example.test',
});
let boss: Person;
let shopper: Person;

beforeAll(async () => {
  boss = await person(live.server, live.smtp, 'boss');
  shopper = await person(live.server, live.smtp, 'shopper');
});

const ADMIN_ENDPOINTS = API_ENDPOINTS.filter((e) => e.path.startsWith('/api/admin'));
const PARAMS = { slug: 'vermont', id: '7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10' };
const PAGES = [
  '/admin',
  '/admin/',
  '/admin/reports',
  '/admin/audit',
  '/admin/states/vermont',
  '/admin/nothing',
];

const grantsFor = async (userId: string) =>
  live.server.deps.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.targetId, userId), eq(operatorAuditLog.action, 'grant')));

describe('ADMIN_EMAILS', () => {
  test('a listed address signed in with a confirmed email is an operator; the list writes nothing', async () => {
    const me = await call(live.server, boss, '/api/admin/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: 'boss@example.test' });
    expect((await call(live.server, boss, '/admin')).status).toBe(200);
    // Signing in again changes nothing either: the list is configuration, read on each request,
    // not a grant stored on the account or recorded as an action.
    const again = await live.server.fetch('/api/auth/sign-in/username', {
      method: 'POST',
      json: { username: 'boss', password: PASSWORD },
    });
    expect(again.status).toBe(200);
    expect(await isOperatorRow(live.server, boss.id)).toBe(false);
    expect(await grantsFor(boss.id)).toEqual([]);
  });

  test('a listed address that has not confirmed its email is not an operator (and cannot sign in)', async () => {
    expect((await signUp(live.server, 'chief', 'chief@example.test')).status).toBe(200);
    const signIn = await live.server.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'chief@example.test', password: PASSWORD },
    });
    expect(signIn.status).toBe(403);
    const rows = await live.server.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetLabel, 'chief@example.test'));
    expect(rows).toEqual([]);
  });

  test('an address not listed is an ordinary user', async () => {
    expect(await isOperatorRow(live.server, shopper.id)).toBe(false);
    expect((await call(live.server, shopper, '/api/admin/me')).status).toBe(404);
  });
});

describe('404 for everyone but operators', () => {
  const unknownRoute = async (who: Person | null) =>
    (await call(live.server, who, '/api/no-such-thing')).json();

  test(`every admin endpoint (${ADMIN_ENDPOINTS.length}) answers anonymous visitors and users as an unknown route does`, async () => {
    // Derived from the contract: a filter that lost endpoints would show here (15 before recommendations).
    expect(ADMIN_ENDPOINTS.length).toBeGreaterThanOrEqual(20);
    for (const who of [null, shopper]) {
      const expected = await unknownRoute(who);
      for (const e of ADMIN_ENDPOINTS) {
        const res = await call(live.server, who, fillPath(e.path, PARAMS), {
          method: e.method,
          ...(e.method === 'POST' ? { json: { reason: 'scam_or_fraud' } } : {}),
        });
        expect(res.status, `${e.method} ${e.path} as ${who ? 'a user' : 'anonymous'}`).toBe(404);
        expect(await res.json()).toEqual(expected);
      }
    }
  });

  test('bad input from a non-operator is still 404: the guard runs before any validation', async () => {
    const res = await call(live.server, shopper, '/api/admin/audit?action=nonsense&evil=1');
    expect(res.status).toBe(404);
  });

  test('the console pages are the 404 page (status 404, not indexed) for anonymous visitors and users', async () => {
    for (const who of [null, shopper])
      for (const page of PAGES) {
        const res = await call(live.server, who, page);
        expect(res.status, `${page} as ${who ? 'a user' : 'anonymous'}`).toBe(404);
        expect(await res.text()).toContain('<meta name="robots" content="noindex">');
      }
    for (const page of PAGES) expect((await call(live.server, boss, page)).status, page).toBe(200);
  });

  test('a revoke takes effect on the next request', async () => {
    const temp = await operator(live.server, live.smtp, 'tempop');
    expect((await call(live.server, temp, '/api/admin/states')).status).toBe(200);
    await setOperator(live.server.deps.db, temp.email, false, CLI_ACTOR);
    expect((await call(live.server, temp, '/api/admin/states')).status).toBe(404);
    expect((await call(live.server, temp, '/admin')).status).toBe(404);
  });
});

describe('ADMIN_EMAILS applies on the next request', () => {
  let store: Awaited<ReturnType<typeof persistentStore>>;
  beforeAll(async () => {
    store = await persistentStore();
  });
  afterAll(() => store?.remove());

  /** A server on the store with `ADMIN_EMAILS` as given (a restart with a changed setting). */
  async function withList<T>(
    list: string,
    run: (live: Awaited<ReturnType<typeof startServerWithMail>>) => Promise<T>,
  ) {
    const live = await startServerWithMail({ TRUST_PROXY: '1', ADMIN_EMAILS: list }, { store });
    try {
      return await run(live);
    } finally {
      await live.close();
    }
  }

  test('an address added to the list reaches the console with the session it had; taken off, it does not', async () => {
    // Signed in while not listed; and an operator granted by the CLI, whom the list does not name.
    const [ana, kept] = await withList('someone@example.test', async (first) => {
      const signedIn = await person(first.server, first.smtp, 'anaadded');
      expect((await call(first.server, signedIn, '/api/admin/me')).status).toBe(404);
      expect((await call(first.server, signedIn, '/admin')).status).toBe(404);
      return [signedIn, await operator(first.server, first.smtp, 'keptbycli')];
    });

    // Added (in another case): the same cookie, no new sign-in.
    await withList(`someone@example.test, ${ana.email.toUpperCase()}`, async (listed) => {
      const me = await call(listed.server, ana, '/api/admin/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ email: ana.email });
      expect((await call(listed.server, ana, '/admin')).status).toBe(200);
      expect((await call(listed.server, ana, '/api/admin/states')).status).toBe(200);
      // Only while the address is confirmed.
      const db = listed.server.deps.db;
      await db.update(users).set({ emailVerified: false }).where(eq(users.id, ana.id));
      expect((await call(listed.server, ana, '/api/admin/me')).status).toBe(404);
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, ana.id));
      expect((await call(listed.server, ana, '/api/admin/me')).status).toBe(200);
    });

    // Taken off: the next request is refused; the CLI's grant is its own and stands.
    await withList('someone@example.test', async (unlisted) => {
      expect((await call(unlisted.server, ana, '/api/admin/me')).status).toBe(404);
      expect((await call(unlisted.server, ana, '/admin')).status).toBe(404);
      expect((await call(unlisted.server, kept, '/api/admin/me')).status).toBe(200);
    });
  }, 120_000);
});

test('migration 0017 clears the flags a sign-in set from the list, and keeps the CLI’s grants', async () => {
  const db = live.server.deps.db;
  const LIST: Parameters<typeof recordAction>[1] = { label: 'ADMIN_EMAILS', userId: null };
  const flagged = async (name: string, actors: (typeof LIST)[]) => {
    const who = await person(live.server, live.smtp, name);
    await db.update(users).set({ isOperator: true }).where(eq(users.id, who.id));
    for (const [i, actor] of actors.entries())
      await recordAction(db, actor, {
        action: i % 2 ? 'revoke' : 'grant',
        target: { type: 'user', id: who.id, label: who.email },
        before: { isOperator: Boolean(i % 2) },
        after: { isOperator: !(i % 2) },
      });
    return who;
  };
  const fromList = await flagged('fromlist', [LIST]);
  // Granted by the list, revoked and granted again by the CLI: the CLI's grant is the one that stands.
  const regranted = await flagged('regranted', [LIST, CLI_ACTOR, CLI_ACTOR]);
  const byCli = await flagged('bycli', [CLI_ACTOR]);
  const migration = await readFile(
    new URL('../../db/migrations/0017_operator_list_per_request.sql', import.meta.url),
    'utf8',
  );
  await db.execute(sql.raw(migration));
  expect(await isOperatorRow(live.server, fromList.id)).toBe(false);
  expect(await isOperatorRow(live.server, regranted.id)).toBe(true);
  expect(await isOperatorRow(live.server, byCli.id)).toBe(true);
  // The list still makes its addresses operators (boss is listed).
  expect((await call(live.server, boss, '/api/admin/me')).status).toBe(200);
});

/** `npm run cli -- admin …` as its own process, on the store's database. */
function cli(store: Awaited<ReturnType<typeof persistentStore>>, ...args: string[]) {
  const script = new URL('../../../../scripts/tasks/cli.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? '',
      AUTH_SECRET: store.authSecret,
      LOG_LEVEL: 'silent',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output: output() })),
  );
}

describe('npm run cli -- admin grant|revoke', () => {
  let store: Awaited<ReturnType<typeof persistentStore>>;
  beforeAll(async () => {
    store = await persistentStore();
  });
  afterAll(() => store?.remove());

  test('grants and revokes the role on the database, audited as cli; an unknown address fails', async () => {
    const first = await startServerWithMail({ TRUST_PROXY: '1' }, { store });
    const ana = await person(first.server, first.smtp, 'anacli');
    expect((await call(first.server, ana, '/api/admin/me')).status).toBe(404);
    // The embedded database belongs to one process at a time: the CLI runs between two servers.
    await first.close();

    const granted = await cli(store, 'admin', 'grant', 'ANACLI@example.test');
    expect(granted, granted.output).toMatchObject({ code: 0 });
    expect(granted.output).toContain('anacli@example.test is an operator now.');
    expect((await cli(store, 'admin', 'grant', 'anacli@example.test')).output).toContain('already');
    const unknown = await cli(store, 'admin', 'grant', 'nobody@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account with the email nobody@example.test.');

    const second = await startServerWithMail({ TRUST_PROXY: '1' }, { store });
    try {
      expect((await call(second.server, ana, '/api/admin/me')).status).toBe(200);
      const audit = await (await call(second.server, ana, '/api/admin/audit?actor=cli')).json();
      expect(audit.items).toHaveLength(1);
      expect(audit.items[0]).toMatchObject({
        action: 'grant',
        actor: 'cli',
        targetLabel: 'anacli@example.test',
      });
    } finally {
      await second.close();
    }

    expect((await cli(store, 'admin', 'revoke', 'anacli@example.test')).code).toBe(0);
    const third = await startServerWithMail({ TRUST_PROXY: '1' }, { store });
    try {
      expect((await call(third.server, ana, '/api/admin/me')).status).toBe(404);
    } finally {
      await third.close();
    }
  }, 120_000);
});
