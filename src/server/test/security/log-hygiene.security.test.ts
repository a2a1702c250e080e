// Log hygiene (issue 11, item 12): no session token, cookie, password, emailed token or text a
// person typed reaches a log line, whatever the request did: signing up and in (right and wrong
// password), a reset, a magic link, wizard saves, a value the database refuses, and an outage.
// The server logs at debug level into memory; every secret met along the way is then searched for.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { cookieFrom, nextAddress } from '../auth-helpers.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { captureLogs } from '../log-capture.ts';
import { decodeQuotedPrintable, startSmtpSink } from '../smtp-sink.ts';

const PASSWORD = 'Quokka#Secret-8413';
const WRONG_PASSWORD = 'Wombat#Wrong-2291';
const NEW_PASSWORD = 'Numbat#Fresh-5521';
/** Text a person types, each distinctive enough that any log line holding it is found. */
const TYPED = {
  businessName: 'MarkerName Zebra Candles',
  story: 'MarkerStory of the Okapi shop',
  firstName: 'MarkerFirst',
  checkedUsername: 'markertyped42',
  refused: 'MarkerRefused Pangolin',
  outage: 'markeroutage-shop',
  outageEmail: 'marker.outage@example.test',
  reportedToken: 'MarkerQueryToken123',
};

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const logs = captureLogs('trace');
/** Every secret seen during the run, by what it is. */
const secrets = new Map<string, string>();

const post = (path: string, json: unknown, cookie?: string) =>
  server.fetch(path, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': nextAddress(), ...(cookie ? { cookie } : {}) },
  });
const call = (method: string, path: string, cookie: string, json?: unknown) =>
  server.fetch(path, { method, json, headers: { cookie, 'x-forwarded-for': nextAddress() } });

/** Remembers a response's cookies: the whole value, URL-decoded, and the token before its signature. */
function keepCookies(res: Response, what: string) {
  for (const cookie of res.headers.getSetCookie()) {
    const value = cookie.split(';')[0].split('=').slice(1).join('=');
    if (!value) continue;
    const decoded = decodeURIComponent(value);
    secrets.set(`${what} cookie`, value);
    secrets.set(`${what} cookie, decoded`, decoded);
    secrets.set(`${what} session token`, decoded.split('.')[0]);
  }
  return cookieFrom(res);
}

/** The token in the newest email to `to` whose link contains `pathPart`. */
async function emailedToken(to: string, pathPart: string, what: string) {
  const link = new URL(await smtp.linkFor(to, pathPart));
  const token = link.searchParams.get('token') ?? link.pathname.split('/').at(-1)!;
  secrets.set(what, token);
  return { link, token };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '1' }, { logger: logs.logger });
  for (const [name, value] of Object.entries({ PASSWORD, WRONG_PASSWORD, NEW_PASSWORD, ...TYPED }))
    secrets.set(name, value);
});
afterAll(async () => {
  // The outage test closed the database on purpose, so closing it again fails: that is expected.
  await server?.close().catch(() => {});
  await smtp?.close();
});

describe('log hygiene', () => {
  const email = 'hygiene@example.test';
  let cookie = '';

  test('sign-up, confirmation, sign-in with the right and a wrong password', async () => {
    const signUp = await post('/api/auth/sign-up/email', { email, username: 'hygiene', password: PASSWORD });
    expect(signUp.status).toBe(200);
    const { link } = await emailedToken(email, '/api/auth/verify-email', 'verification token');
    cookie = keepCookies(await fetch(link, { redirect: 'manual' }), 'verified');
    expect(cookie).toContain('session_token=');
    const good = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(good.status).toBe(200);
    keepCookies(good, 'sign-in');
    const bad = await post('/api/auth/sign-in/username', { username: 'hygiene', password: WRONG_PASSWORD });
    expect(bad.status).toBe(401);
  });

  test('password reset by emailed link, then a magic link', async () => {
    expect(
      (await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status,
    ).toBe(200);
    const { link } = await emailedToken(email, '/api/auth/reset-password/', 'reset token');
    // The link's path holds the token: the request log must not print the path.
    const landing = await fetch(link, { redirect: 'manual' });
    const token = new URL(landing.headers.get('location')!, server.origin).searchParams.get('token')!;
    secrets.set('reset token (callback)', token);
    const reset = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    cookie = keepCookies(reset, 'after reset');

    expect((await post('/api/auth/sign-in/magic-link', { email, callbackURL: '/profile' })).status).toBe(200);
    const magic = await emailedToken(email, '/api/auth/magic-link/verify', 'magic-link token');
    keepCookies(await fetch(magic.link, { redirect: 'manual' }), 'magic link');
  });

  test('wizard saves, settings and a username checked while typing', async () => {
    const created = await call('POST', '/api/businesses', cookie, { businessType: 'shop' });
    expect(created.status).toBe(201);
    const { businessId } = await created.json();
    const step3 = await call('PUT', `/api/businesses/${businessId}/steps/3`, cookie, {
      businessName: TYPED.businessName,
      ownerNames: 'Ana',
      businessUsername: 'hygiene-shop',
      yearStarted: '2015',
      businessZipCode: '90012',
    });
    expect(step3.status).toBe(200);
    const step4 = await call('PUT', `/api/businesses/${businessId}/steps/4`, cookie, {
      businessHeadline: '',
      ownerStory: TYPED.story,
    });
    expect(step4.status).toBe(200);
    const settings = await call('PUT', '/api/me', cookie, {
      username: 'hygiene',
      firstName: TYPED.firstName,
      lastName: '',
      birthday: '',
      zip: '',
    });
    expect(settings.status).toBe(200);
    expect((await server.fetch(`/api/usernames/${TYPED.checkedUsername}/exists`)).status).toBe(200);
    const report = await post('/api/client-log/not-found', {
      path: `/reset-password?token=${TYPED.reportedToken}`,
    });
    expect(report.status).toBe(204);

    // A value the database refuses (a constraint validation does not know): 400, logged by code.
    await server.deps.db.execute(
      sql.raw(
        `alter table business_profiles add constraint hygiene_chk check (owner_story not like '%Refused%')`,
      ),
    );
    const refused = await call('PUT', `/api/businesses/${businessId}/steps/4`, cookie, {
      businessHeadline: '',
      ownerStory: TYPED.refused,
    });
    expect(refused.status).toBe(400);
    expect(logs.entries().some((e) => (e.db as { constraint?: string })?.constraint === 'hygiene_chk')).toBe(
      true,
    );
  });

  test('an outage: the database gone, requests carrying text, a session and a password', async () => {
    await server.database.close();
    const statuses = [
      (await server.fetch(`/api/businesses/by-username/${TYPED.outage}`)).status,
      (await post('/api/auth/sign-in/email', { email: TYPED.outageEmail, password: PASSWORD })).status,
      (await call('GET', '/api/me', cookie)).status,
      (
        await call('PUT', '/api/me', cookie, {
          username: 'hygiene',
          firstName: TYPED.firstName,
          lastName: '',
          birthday: '',
          zip: '',
        })
      ).status,
    ];
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(500);
    expect(logs.entries().some((e) => e.msg === 'database unavailable')).toBe(true);
  });

  test('no log line holds any of those secrets', () => {
    expect(logs.lines.length).toBeGreaterThan(20);
    // Requests are still logged, by the route that answered them.
    const routes = logs.entries().map((e) => e.route);
    expect(routes).toContain('/api/auth/reset-password/:token');
    expect(routes).toContain('/api/businesses/:id/steps/:step');
    const found: string[] = [];
    for (const [what, value] of secrets)
      for (const line of logs.lines) if (line.includes(value)) found.push(`${what} in ${line.slice(0, 300)}`);
    console.log(
      `log hygiene: ${logs.lines.length} log lines searched for ${secrets.size} secrets, ${found.length} found`,
    );
    expect(found).toEqual([]);
  });
});

describe('the outbox without SMTP, in production', () => {
  test('logs where the email went, never its links (tokens) or its address', async () => {
    const quiet = captureLogs('trace');
    const prod = await startTestServer(
      { NODE_ENV: 'production', TRUST_PROXY: '1' },
      { logger: quiet.logger },
    );
    try {
      const res = await prod.fetch('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: 'outbox@example.test', username: 'outboxer', password: PASSWORD },
        headers: { 'x-forwarded-for': nextAddress() },
      });
      expect(res.status).toBe(200);
      // The mail worker writes the message after the request has been answered.
      const dir = join(prod.dataDir, 'mail');
      const file = await vi.waitFor(
        async () => {
          const [first] = await readdir(dir).catch(() => []);
          if (!first) throw new Error('no email in the outbox folder yet');
          return first;
        },
        { timeout: 10_000, interval: 50 },
      );
      const eml = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
      const token = new URL(
        eml.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/)![0].replace(/&amp;/g, '&'),
      ).searchParams.get('token')!;
      expect(token.length).toBeGreaterThan(10);
      const written = quiet.entries().find((e) => e.msg === 'dev outbox: email written');
      expect(written?.dir).toBe(dir);
      const text = quiet.lines.join('\n');
      expect(text).not.toContain('outbox@example.test');
      expect(text).not.toContain(token);
      expect(text).not.toContain('"links"');
      expect(text).not.toContain(PASSWORD);
    } finally {
      await prod.close();
    }
  });
});

describe('redaction, the safety net under every log call', () => {
  test('passwords, tokens, cookies and authorization headers are censored wherever a caller puts them', () => {
    const own = captureLogs('info');
    own.logger.info(
      {
        password: PASSWORD,
        newPassword: NEW_PASSWORD,
        body: { currentPassword: WRONG_PASSWORD, token: 'tok-one' },
        headers: { cookie: 'session_token=abc123', authorization: 'Bearer tok-two' },
        req: { headers: { cookie: 'session_token=def456', authorization: 'Bearer tok-three' } },
      },
      'a careless log call',
    );
    const line = own.lines.join('');
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      WRONG_PASSWORD,
      'tok-one',
      'tok-two',
      'tok-three',
      'abc123',
      'def456',
    ])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });
});
