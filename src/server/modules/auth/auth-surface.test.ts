// Only the auth endpoints the product uses are mounted; each answers bad input with 400 in our
// error shape, and Better Auth's own limiter answers 429 with Retry-After in our shape too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { PASSWORD, signUpVerified } from '../../test/auth-helpers.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { AUTH_ENDPOINTS } from './auth-endpoints.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let cookie: string;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
  ({ cookie } = await signUpVerified(server, smtp, 'surface'));
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let ip = 0;
const call = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method,
    json,
    headers: { 'x-forwarded-for': `10.6.${Math.floor(++ip / 250)}.${ip % 250}`, cookie, ...headers },
  });

const expectOurShape = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  return body.error;
};

describe('endpoints the product never uses are not there', () => {
  test.each([
    ['POST', '/api/auth/update-user', { username: 'stolen', name: 'x' }],
    ['POST', '/api/auth/change-email', { newEmail: 'x@example.test' }],
    ['POST', '/api/auth/delete-user', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['POST', '/api/auth/sign-in/social', { provider: 'github' }],
    ['POST', '/api/auth/is-username-available', { username: 'x' }],
    ['GET', '/api/auth/ok', undefined],
    ['GET', '/api/auth/__proto__', undefined],
  ])('%s %s is 404', async (method, path, json) => {
    await expectOurShape(await call(method, path, json), 404);
  });

  test('update-user cannot change a username around its 7-day cooldown', async () => {
    await call('POST', '/api/auth/update-user', { username: 'sneaky' });
    const [row] = await server.deps.db.select().from(users).where(eq(users.email, 'surface@example.test'));
    expect(row.username).toBe('surface');
  });
});

describe('every allowed endpoint answers bad input with 400 in our shape', () => {
  const bad = [
    { email: 7, password: ['x'] },
    { unknown: 'field' },
    'a string',
    [1, 2],
    { email: 'a\u0000b@example.test', password: 'x\u0000' },
  ];
  for (const endpoint of AUTH_ENDPOINTS.filter((e) => e.method === 'POST' && e.path !== '/sign-out')) {
    test.each(bad)(`${endpoint.path} with %j`, async (json) => {
      await expectOurShape(await call('POST', `/api/auth${endpoint.path}`, json), 400);
    });
  }

  test('malformed JSON is 400', async () => {
    const res = await server.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.5.5.5' },
    });
    await expectOurShape(res, 400);
  });

  test.each([
    '/api/auth/verify-email',
    '/api/auth/verify-email?token=x&callbackURL=https://evil.test/',
    '/api/auth/magic-link/verify?token=x&callbackURL=//evil.test',
    '/api/auth/reset-password/abc',
    '/api/auth/get-session?what=1',
  ])('GET %s is 400', async (path) => {
    await expectOurShape(await call('GET', path), 400);
  });
});

test('Better Auth’s own per-address limit answers 429 with Retry-After and our error body', async () => {
  const statuses: Response[] = [];
  // Different names each time, so the per-account backoff never triggers first.
  for (let i = 0; i < 12; i++)
    statuses.push(
      await call(
        'POST',
        '/api/auth/sign-in/username',
        { username: `nobody${i}`, password: PASSWORD },
        {
          'x-forwarded-for': '10.4.4.4',
        },
      ),
    );
  const limited = statuses.find((r) => r.status === 429);
  expect(limited).toBeDefined();
  expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  const error = await expectOurShape(limited!, 429);
  expect(error.retry_after).toBeGreaterThan(0);
});
