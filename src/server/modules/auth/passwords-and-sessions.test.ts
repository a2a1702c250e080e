// The password rule on every path, password changes and sign-out ending sessions, the per-account
// sign-in backoff, and a reset that answers the same for known and unknown addresses.
import { describe, expect, test } from 'vitest';
import { MSG } from '#shared/schemas/messages.ts';
import { cookieFrom, PASSWORD, sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { serverWithMailForFile } from '../../test/harness.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });

let ip = 0;
const post = (path: string, json: unknown, cookie?: string, address = `10.7.0.${++ip}`) =>
  live.server.fetch(path, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
const signIn = async (username: string, password = PASSWORD) =>
  cookieFrom(await post('/api/auth/sign-in/username', { username, password }));

async function resetToken(email: string) {
  expect(
    (await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status,
  ).toBe(200);
  const landing = await fetch(await live.smtp.linkFor(email, '/api/auth/reset-password/'), {
    redirect: 'manual',
  });
  return new URL(landing.headers.get('location')!, live.server.origin).searchParams.get('token')!;
}

describe('the password rule holds on reset and change, not only on sign-up', () => {
  test('a reset to a weak password ("é" is a letter, not a symbol) is 400 and changes nothing', async () => {
    const { email } = await signUpVerified(live.server, live.smtp, 'resetrule');
    const token = await resetToken(email);
    for (const weak of ['short1!', 'café2024é', 'NoDigits!!']) {
      const res = await post('/api/auth/reset-password', { token, newPassword: weak });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.newPassword).toBe(MSG.passwordRule);
    }
    expect(await signIn('resetrule')).toContain('session_token=');
  });

  test('change-password refuses a weak password, then ends every other session and keeps this one', async () => {
    const { cookie: first } = await signUpVerified(live.server, live.smtp, 'changer');
    const second = await signIn('changer');
    const weak = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'café2024é' },
      first,
    );
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.fields.newPassword).toBe(MSG.passwordRule);

    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Brand#New2025', revokeOtherSessions: false },
      first,
    );
    expect(ok.status).toBe(200);
    const current = cookieFrom(ok) || first;
    expect(await sessionOf(live.server, second)).toBeNull();
    expect((await sessionOf(live.server, current))?.user.username).toBe('changer');
    expect(await signIn('changer', 'Brand#New2025')).toContain('session_token=');
  });

  test('a wrong current password is refused in our error shape', async () => {
    const { cookie } = await signUpVerified(live.server, live.smtp, 'wrongcurrent');
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'Nope#1234', newPassword: 'Brand#New2025' },
      cookie,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_PASSWORD');
  });
});

describe('sign-out', () => {
  test('ends every session of the user, on every device', async () => {
    const { cookie: phone } = await signUpVerified(live.server, live.smtp, 'everywhere');
    const laptop = await signIn('everywhere');
    const res = await post('/api/auth/sign-out', {}, phone);
    expect(res.status).toBe(200);
    expect(await sessionOf(live.server, phone)).toBeNull();
    expect(await sessionOf(live.server, laptop)).toBeNull();
  });

  test('without a session it still answers success', async () => {
    expect((await post('/api/auth/sign-out', {})).status).toBe(200);
  });
});

describe('per-account sign-in backoff', () => {
  test('after five failures the account waits, even with the right password, and is told how long', async () => {
    await signUpVerified(live.server, live.smtp, 'guessme');
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/auth/sign-in/username', { username: 'guessme', password: `Wrong#${i}x` })).status,
      ).toBe(401);
    // By email this time: the same account, the same count.
    const blocked = await post('/api/auth/sign-in/email', {
      email: 'guessme@example.test',
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const { error } = await blocked.json();
    expect(error.code).toBe('account_throttled');
    expect(error.message).toMatch(/Try again in \d+ seconds?, or reset your password\./);
  });

  test('a name nobody has is slowed down the same way (no hint that it does not exist)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post('/api/auth/sign-in/username', { username: 'ghostuser', password: 'Wrong#123x' })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('password reset does not tell whether an address has an account', () => {
  test('known and unknown addresses get the same answer', async () => {
    const { email } = await signUpVerified(live.server, live.smtp, 'knownreset');
    const known = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const unknown = await post('/api/auth/request-password-reset', {
      email: 'nobody-here@example.test',
      redirectTo: '/reset-password',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });
});
