// Sign-up, confirmation, sign-in by email and username, magic link, reset, sign-out, limits.
import { describe, expect, test } from 'vitest';
import { MSG } from '#shared/schemas/messages.ts';
import { cookieFrom, PASSWORD, sessionOf, signUp, signUpVerified } from './auth-helpers.ts';
import { serverWithMailForFile } from './harness.ts';

const live = serverWithMailForFile();

const post = (path: string, json: unknown, cookie?: string) =>
  live.server.fetch(path, { method: 'POST', json, headers: cookie ? { cookie } : {} });

describe('sign-up validation (live.server enforces the spec messages)', () => {
  test.each([
    ['Bad Name', MSG.usernameChars],
    ['ab', MSG.usernameLength],
    ['a'.repeat(21), MSG.usernameLength],
  ])('username %s → %s', async (username, message) => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'x@example.test',
      username,
      password: PASSWORD,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.username).toBe(message);
  });

  test.each(['short1!', 'nonumber!!', 'nosymbol123'])('password %s is refused', async (password) => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'x@example.test',
      username: 'okname',
      password,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.password).toBe(MSG.passwordRule);
  });

  test('bad email, unknown fields and wrong types are 400; nothing is created', async () => {
    const bad = await post('/api/auth/sign-up/email', {
      email: 'nope',
      username: 'okname',
      password: PASSWORD,
    });
    expect((await bad.json()).error.fields.email).toBe(MSG.email);
    const extra = await post('/api/auth/sign-up/email', {
      email: 'a@example.test',
      username: 'okname',
      password: PASSWORD,
      emailVerified: true,
    });
    expect(extra.status).toBe(400);
    expect((await extra.json()).error.fields.emailVerified).toBe('Unknown field.');
    const wrong = await post('/api/auth/sign-up/email', { email: 1, username: [], password: null });
    expect(wrong.status).toBe(400);
    const exists = await (await live.server.fetch('/api/usernames/okname/exists')).json();
    expect(exists.exists).toBe(false);
  });
});

describe('account lifecycle', () => {
  test('sign-up sends a confirmation; sign-in is refused until it is followed', async () => {
    const res = await signUp(live.server, 'maria', 'maria@example.test');
    expect(res.status).toBe(200);
    expect((await (await live.server.fetch('/api/usernames/maria/exists')).json()).exists).toBe(true);

    const early = await post('/api/auth/sign-in/email', { email: 'maria@example.test', password: PASSWORD });
    expect(early.status).toBe(403);
    expect((await early.json()).error.code).toBe('EMAIL_NOT_VERIFIED');

    const link = await live.smtp.linkFor('maria@example.test', '/api/auth/verify-email');
    const mail = live.smtp.messages.find((m) => m.to.includes('maria@example.test'))!;
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    const verified = await fetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    const session = await sessionOf(live.server, cookieFrom(verified));
    expect(session?.user.email).toBe('maria@example.test');
  });

  test('a taken username is 409 "Username already exists"', async () => {
    const res = await signUp(live.server, 'maria', 'other@example.test');
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields.username).toBe(MSG.usernameExists);
  });

  test('sign-in by email and by username; wrong password is 401', async () => {
    const byEmail = await post('/api/auth/sign-in/email', {
      email: 'maria@example.test',
      password: PASSWORD,
    });
    expect(byEmail.status).toBe(200);
    expect((await sessionOf(live.server, cookieFrom(byEmail)))?.user.username).toBe('maria');
    const byUsername = await post('/api/auth/sign-in/username', { username: 'maria', password: PASSWORD });
    expect(byUsername.status).toBe(200);
    const wrong = await post('/api/auth/sign-in/username', { username: 'maria', password: 'Wrong#12345' });
    expect(wrong.status).toBe(401);
  });

  test('magic link signs in, once', async () => {
    const res = await post('/api/auth/sign-in/magic-link', {
      email: 'maria@example.test',
      callbackURL: '/profile',
    });
    expect(res.status).toBe(200);
    const link = await live.smtp.linkFor('maria@example.test', '/api/auth/magic-link/verify');
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.headers.get('location')).toContain('/profile');
    expect((await sessionOf(live.server, cookieFrom(first)))?.user.username).toBe('maria');
    const again = await fetch(link, { redirect: 'manual' });
    expect(cookieFrom(again)).not.toContain('session_token=');
  });

  test('a second email to the same address inside 60 s is 429 with next_allowed', async () => {
    const res = await post('/api/auth/sign-in/magic-link', {
      email: 'maria@example.test',
      callbackURL: '/profile',
    });
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.error.code).toBe('rate_limited');
    expect(Date.parse(body.error.next_allowed)).toBeGreaterThan(Date.now());
  });

  test('password reset: new password works, old one stops, other sessions end', async () => {
    const other = await signUpVerified(live.server, live.smtp, 'resetme');
    const res = await post('/api/auth/request-password-reset', {
      email: other.email,
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    const link = await live.smtp.linkFor(other.email, '/api/auth/reset-password/');
    const landing = await fetch(link, { redirect: 'manual' });
    const token = new URL(landing.headers.get('location')!, live.server.origin).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await post('/api/auth/reset-password', { newPassword: 'Fresh#Pass99', token });
    expect(reset.status).toBe(200);
    expect(await sessionOf(live.server, other.cookie)).toBeNull();
    expect(
      (await post('/api/auth/sign-in/username', { username: 'resetme', password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await post('/api/auth/sign-in/username', { username: 'resetme', password: 'Fresh#Pass99' })).status,
    ).toBe(200);
  });

  test('sign-out ends the session', async () => {
    const signIn = await post('/api/auth/sign-in/username', { username: 'maria', password: PASSWORD });
    const cookie = cookieFrom(signIn);
    expect((await post('/api/auth/sign-out', {}, cookie)).status).toBe(200);
    expect(await sessionOf(live.server, cookie)).toBeNull();
  });
});

describe('auth rate limits', () => {
  test('sign-in answers 429 after 10 attempts a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/auth/sign-in/username', { username: 'nobody', password: 'Wrong#12345' });
      statuses.push(res.status);
    }
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(-1);
    expect(first429).toBeLessThanOrEqual(10);
    expect(statuses.slice(0, first429).every((s) => s === 401)).toBe(true);
  });
});
