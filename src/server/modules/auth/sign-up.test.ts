// Sign-up never reads, changes or reveals an existing account (issue: pending-account takeover),
// and "Use a different email" works only for the browser that made the sign-up (ADR 007).
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { MSG } from '#shared/schemas/messages.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { cookieFrom, PASSWORD, sessionOf } from '../../test/auth-helpers.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { PENDING_SIGNUP_COOKIE } from './pending-signup-token.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });

// Each call comes from its own address unless a test says otherwise.
let ip = 0;
const post = (path: string, json: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  live.server.fetch(path, {
    method: 'POST',
    json,
    headers: {
      'x-forwarded-for': opts.ip ?? `10.9.0.${++ip}`,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  });
const signUp = (email: string, username: string, password = PASSWORD, opts = {}) =>
  post('/api/auth/sign-up/email', { email, username, password }, opts);
const accountOf = async (username: string) => {
  const [user] = await live.server.deps.db.select().from(users).where(eq(users.username, username));
  if (!user) return null;
  const [credential] = await live.server.deps.db.select().from(accounts).where(eq(accounts.userId, user.id));
  return { email: user.email, verified: user.emailVerified, hash: credential?.password };
};
const shape = (body: { user?: Record<string, unknown>; token?: unknown }) => ({
  token: body.token,
  keys: Object.keys(body.user ?? {}).sort(),
  emailVerified: body.user?.emailVerified,
});
const pendingCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${PENDING_SIGNUP_COOKIE}=`))
    ?.split(';')[0] ?? '';

/** An account made long ago (no email cooldown running for its address). */
async function existingAccount(email: string, username: string, emailVerified: boolean) {
  const id = `existing-${username}`;
  await live.server.deps.db.insert(users).values({ id, name: username, email, emailVerified, username });
  await live.server.deps.db
    .insert(accounts)
    .values({ id: `acc-${id}`, accountId: id, providerId: 'credential', userId: id, password: 'scrypt$old' });
}

describe('an account that is not confirmed yet', () => {
  test('its username and password cannot take it over, and no password is checked', async () => {
    expect((await signUp('owner@example.test', 'pending1')).status).toBe(200);
    const before = await accountOf('pending1');

    const same = await signUp('attacker@example.test', 'pending1', PASSWORD);
    const other = await signUp('attacker@example.test', 'pending1', 'Other#Pass99');
    expect([same.status, other.status]).toEqual([409, 409]);
    expect((await same.json()).error.fields.username).toBe(MSG.usernameExists);
    expect(await accountOf('pending1')).toEqual(before);
    const attacker = await live.server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'attacker@example.test'));
    expect(attacker).toHaveLength(0);
  });

  test('its address answers exactly like a new one, changes nothing, and its owner is told', async () => {
    await existingAccount('known@example.test', 'knownuser', false);
    const before = await accountOf('knownuser');

    const fresh = await signUp('brand-new@example.test', 'freshname', 'Other#Pass99');
    const known = await signUp('known@example.test', 'othername', 'Other#Pass99');
    expect(known.status).toBe(fresh.status);
    expect(shape(await known.json())).toEqual(shape(await fresh.json()));
    expect(Boolean(pendingCookie(known))).toBe(Boolean(pendingCookie(fresh)));

    expect(await accountOf('knownuser')).toEqual(before);
    expect(await accountOf('othername')).toBeNull();
    const link = await live.smtp.linkFor('known@example.test', '/auth?mode=login');
    expect(link).toBe(`${live.server.origin}/auth?mode=login`);
    const notice = live.smtp.messages.filter((m) => m.to.includes('known@example.test')).at(-1)!;
    expect(notice.subject).toBe('Someone tried to sign up with your address');
  });

  test('a confirmed address is treated the same way', async () => {
    await existingAccount('done@example.test', 'doneuser', true);
    const res = await signUp('done@example.test', 'doneagain', 'Other#Pass99');
    expect(res.status).toBe(200);
    expect(await accountOf('doneagain')).toBeNull();
  });
});

describe('rate limits on sign-up', () => {
  test('per email: a second sign-up for the same address inside a minute is 429', async () => {
    expect((await signUp('twice@example.test', 'twiceone')).status).toBe(200);
    const again = await signUp('twice@example.test', 'twicetwo');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await again.json()).error.code).toBe('rate_limited');
  });

  test('per address: the sixth sign-up a minute from one address is 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await signUp(`flood${i}@example.test`, `flood${i}`, PASSWORD, { ip: '10.8.8.8' })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('"Use a different email" before confirming', () => {
  test('the browser that signed up moves the username to the new address; the old link never activates', async () => {
    const first = await signUp('typo@example.test', 'movename');
    const cookie = pendingCookie(first);
    expect(cookie).not.toBe('');
    const oldLink = await live.smtp.linkFor('typo@example.test', '/api/auth/verify-email');

    const moved = await post(
      '/api/auth/change-signup-email',
      { email: 'right@example.test', password: PASSWORD },
      { cookie },
    );
    expect(moved.status).toBe(200);
    expect((await accountOf('movename'))?.email).toBe('right@example.test');
    const old = await fetch(oldLink, { redirect: 'manual' });
    expect(cookieFrom(old)).not.toContain('session_token=');
    const verified = await fetch(await live.smtp.linkFor('right@example.test', '/api/auth/verify-email'), {
      redirect: 'manual',
    });
    expect((await sessionOf(live.server, cookieFrom(verified)))?.user.email).toBe('right@example.test');
  });

  test('without that browser’s cookie (or with a forged one) nothing changes', async () => {
    expect((await signUp('victim@example.test', 'victimname')).status).toBe(200);
    const before = await accountOf('victimname');
    for (const cookie of [undefined, `${PENDING_SIGNUP_COOKIE}=forged`]) {
      const res = await post(
        '/api/auth/change-signup-email',
        { email: 'thief@example.test', password: PASSWORD },
        { cookie },
      );
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('signup_not_changeable');
    }
    expect(await accountOf('victimname')).toEqual(before);
  });

  test('a sign-up that hit an existing address can still be corrected to a new one', async () => {
    await existingAccount('taken@example.test', 'takenowner', true);
    const hit = await signUp('taken@example.test', 'secondtry', 'Second#Pass99');
    const cookie = pendingCookie(hit);
    const fixed = await post(
      '/api/auth/change-signup-email',
      { email: 'mine@example.test', password: 'Second#Pass99' },
      { cookie },
    );
    expect(fixed.status).toBe(200);
    expect((await accountOf('secondtry'))?.email).toBe('mine@example.test');
    expect((await accountOf('takenowner'))?.email).toBe('taken@example.test');
  });
});
