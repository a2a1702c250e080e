// Changing the email before confirming, and the session a password reset ends with (ADR 005).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MSG } from '#shared/schemas/messages.ts';
import { users } from '../../db/schema/index.ts';
import { cookieFrom, PASSWORD, sessionOf } from '../../test/auth-helpers.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

// Each call comes from its own address, so the per-address sign-up limit never interferes.
let ip = 0;
const post = (path: string, json: unknown, cookie?: string) =>
  server.fetch(path, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': `10.9.0.${++ip}`, ...(cookie ? { cookie } : {}) },
  });
const signUpWith = (email: string, username: string, password = PASSWORD) =>
  post('/api/auth/sign-up/email', { email, username, password });
const signUp = (username: string, email = `${username}@example.test`) => signUpWith(email, username);
async function signUpVerified(username: string) {
  const email = `${username}@example.test`;
  expect((await signUp(username, email)).status).toBe(200);
  const verified = await fetch(await smtp.linkFor(email, '/api/auth/verify-email'), { redirect: 'manual' });
  return { email, cookie: cookieFrom(verified) };
}
const usersNamed = (username: string) =>
  server.deps.db.select().from(users).where(eq(users.username, username));

describe('changing the email before confirming', () => {
  test('the same password moves the username to the new address; the old link never activates', async () => {
    expect((await signUp('wrongmail', 'wrong@example.test')).status).toBe(200);
    const oldLink = await smtp.linkFor('wrong@example.test', '/api/auth/verify-email');

    const again = await signUpWith('right@example.test', 'wrongmail');
    expect(again.status).toBe(200);
    const rows = await usersNamed('wrongmail');
    expect(rows.map((u) => u.email)).toEqual(['right@example.test']);
    const byEmail = await server.deps.db.select().from(users).where(eq(users.email, 'wrong@example.test'));
    expect(byEmail).toHaveLength(0);

    const old = await fetch(oldLink, { redirect: 'manual' });
    expect(cookieFrom(old)).not.toContain('session_token=');
    const link = await smtp.linkFor('right@example.test', '/api/auth/verify-email');
    const verified = await fetch(link, { redirect: 'manual' });
    expect((await sessionOf(server, cookieFrom(verified)))?.user.email).toBe('right@example.test');
  });

  test('another password is "Username already exists" and changes nothing', async () => {
    expect((await signUp('keepname', 'keep@example.test')).status).toBe(200);
    const res = await signUpWith('thief@example.test', 'keepname', 'Other#Pass99');
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields.username).toBe(MSG.usernameExists);
    expect((await usersNamed('keepname')).map((u) => u.email)).toEqual(['keep@example.test']);
  });

  test('a confirmed account keeps its username even with its own password', async () => {
    await signUpVerified('confirmed');
    const res = await signUpWith('new@example.test', 'confirmed');
    expect(res.status).toBe(409);
    expect((await usersNamed('confirmed')).map((u) => u.email)).toEqual(['confirmed@example.test']);
  });

  test('when the new sign-up does not happen (cooldown on that address) the old account keeps its username', async () => {
    expect((await signUp('retryname', 'first@example.test')).status).toBe(200);
    // The same address again: the per-address cooldown refuses, and nothing is lost.
    const res = await signUpWith('first@example.test', 'retryname');
    expect(res.status).toBe(429);
    expect((await usersNamed('retryname')).map((u) => u.email)).toEqual(['first@example.test']);
    // An address already used by someone else: Better Auth answers a generic 200 but creates nothing.
    await server.deps.db
      .insert(users)
      .values({ id: 'someone-else', name: 'x', email: 'someone@example.test', emailVerified: true });
    const taken = await signUpWith('someone@example.test', 'retryname');
    expect(taken.status).toBe(200);
    expect((await usersNamed('retryname')).map((u) => u.email)).toEqual(['first@example.test']);
  });
});

describe('password reset', () => {
  test('signs this browser in with the new password and ends every other session', async () => {
    const { email, cookie } = await signUpVerified('resetter');
    expect(
      (await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status,
    ).toBe(200);
    const link = await smtp.linkFor(email, '/api/auth/reset-password/');
    const landing = await fetch(link, { redirect: 'manual' });
    const token = new URL(landing.headers.get('location')!, server.origin).searchParams.get('token');
    const reset = await post('/api/auth/reset-password', { newPassword: 'Fresh#Pass99', token });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });
    expect(await sessionOf(server, cookie)).toBeNull();
    expect((await sessionOf(server, cookieFrom(reset)))?.user.email).toBe(email);
    expect((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
  });

  test('a bad token is refused and signs nobody in', async () => {
    const reset = await post('/api/auth/reset-password', { newPassword: 'Fresh#Pass99', token: 'nope' });
    expect(reset.status).toBe(400);
    expect(cookieFrom(reset)).not.toContain('session_token=');
  });
});
