// Without PUBLIC_URL the browser may use localhost or 127.0.0.1: sign-up, sign-in and the emailed
// links work on both, and each email's link opens on the host the person used. With PUBLIC_URL set,
// that origin alone is trusted.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cookieFrom, PASSWORD } from './auth-helpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let open: TestServer;
let pinned: TestServer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  [open, pinned] = await Promise.all([
    startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: '' }),
    startTestServer({ SMTP_URL: smtp.url }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.close(), pinned?.close()]);
  await smtp?.close();
});

const portOf = (server: TestServer) => new URL(server.origin).port;

/** A browser on `host`: requests go to that host and carry its Origin. */
function browserAt(server: TestServer, host: string) {
  const origin = `http://${host}:${portOf(server)}`;
  return (path: string, json?: unknown, cookie?: string) =>
    fetch(`${origin}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        origin,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
}

describe('PUBLIC_URL unset', () => {
  test.each(['localhost', '127.0.0.1'])('sign-up, the emailed link and sign-in work on %s', async (host) => {
    const browser = browserAt(open, host);
    const username = `origin${host.replace(/\W/g, '')}`;
    const email = `${username}@example.test`;
    const signUp = await browser('/api/auth/sign-up/email', { email, username, password: PASSWORD });
    expect(signUp.status).toBe(200);

    const link = await smtp.linkFor(email, '/api/auth/verify-email');
    expect(new URL(link).origin).toBe(`http://${host}:${portOf(open)}`);
    const url = new URL(link);
    const verified = await browser(`${url.pathname}${url.search}`);
    expect(cookieFrom(verified)).toContain('session_token=');

    const signIn = await browser('/api/auth/sign-in/username', { username, password: PASSWORD });
    expect(signIn.status).toBe(200);
  });

  test('another origin is refused', async () => {
    const res = await fetch(`${open.origin.replace('localhost', '127.0.0.1')}/api/auth/sign-in/username`, {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'someone', password: PASSWORD }),
    });
    expect(res.status).toBe(403);
  });
});

describe('PUBLIC_URL set', () => {
  test('that origin works and the other loopback name is refused', async () => {
    const username = 'pinnedorigin';
    const email = `${username}@example.test`;
    const ok = await browserAt(pinned, '127.0.0.1')('/api/auth/sign-up/email', {
      email,
      username,
      password: PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(new URL(await smtp.linkFor(email, '/api/auth/verify-email')).origin).toBe(pinned.origin);

    const refused = await browserAt(pinned, 'localhost')('/api/auth/sign-in/username', {
      username,
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
  });
});
