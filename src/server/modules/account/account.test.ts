// Account settings, the username cooldown, and deleting an account with everything it owns.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  areaAlerts,
  businessPosts,
  businessPricingItems,
  businessProfiles,
  favorites,
  postReports,
  sessions,
  userDigests,
  users,
} from '../../db/schema/index.ts';
import { cookieFrom, PASSWORD, sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow, createPostRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let carla: string;
let dev: string;
const settings = {
  username: 'carla',
  firstName: 'Carla',
  lastName: 'Diaz',
  birthday: '1990-02-28',
  zip: '90012',
};
const put = (cookie: string | undefined, json: unknown) =>
  server.fetch('/api/me', { method: 'PUT', json, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  smtp = await startSmtpSink();
  // One proxy trusted: each sign-up comes from its own address (auth-helpers), under the 5-a-minute limit.
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
  carla = (await signUpVerified(server, smtp, 'carla')).cookie;
  dev = (await signUpVerified(server, smtp, 'dev')).cookie;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('account settings', () => {
  test('signed out is 401 "Not authenticated"', async () => {
    const res = await put(undefined, settings);
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Not authenticated');
  });

  test('bad input: spec messages, real dates only, existing zips only; nothing changes', async () => {
    const res = await put(carla, { ...settings, username: 'No Way', birthday: '2023-02-30', zip: '123' });
    expect((await res.json()).error.fields).toEqual({
      username: 'Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.',
      birthday: 'Enter a real date.',
      zip: 'Must be a valid ZIP code.',
    });
    const unknownZip = await put(carla, { ...settings, zip: '00000' });
    expect(unknownZip.status).toBe(400);
    const me = await (await server.fetch('/api/me', { headers: { cookie: carla } })).json();
    expect(me).toMatchObject({ username: 'carla', firstName: '', zip: '' });
  });

  test('saves; the first username change is allowed, a second inside 7 days is 429 with next_allowed', async () => {
    expect((await put(carla, settings)).status).toBe(200);
    const renamed = await put(carla, { ...settings, username: 'carla.d' });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).nextUsernameChangeAt).toBeTruthy();
    const again = await put(carla, { ...settings, username: 'carla.diaz' });
    expect(again.status).toBe(429);
    const body = await again.json();
    const next = Date.parse(body.error.next_allowed);
    expect(next - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(next - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    // Other fields still save while the username stays.
    expect((await put(carla, { ...settings, username: 'carla.d', firstName: 'Carlita' })).status).toBe(200);
    const signIn = await server.fetch('/api/auth/sign-in/username', {
      method: 'POST',
      json: { username: 'carla.d', password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  test("a taken username is 409; another user's session only ever changes its own account", async () => {
    const res = await put(dev, { ...settings, username: 'carla.d' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields.username).toBe('Username already exists');
    await put(dev, { ...settings, username: 'dev', firstName: 'Dev' });
    const [carlaRow] = await server.deps.db.select().from(users).where(eq(users.username, 'carla.d'));
    expect(carlaRow.firstName).toBe('Carlita');
  });
});

describe('username races', () => {
  test('users claiming one free username at once: one gets it, the others 409, never a 500', async () => {
    // Each request checks "taken?" before its update, so all of them can pass the check together;
    // the unique constraint then refuses the losers, which used to surface as a 500.
    const racers = await Promise.all(
      ['racer1', 'racer2', 'racer3', 'racer4', 'racer5'].map(async (name) => ({
        name,
        cookie: (await signUpVerified(server, smtp, name)).cookie,
      })),
    );
    let left = racers;
    for (const round of [1, 2, 3, 4]) {
      const wanted = `race.${round}`;
      const answers = await Promise.all(
        left.map(async (r) => {
          const res = await put(r.cookie, { ...settings, username: wanted });
          return { r, status: res.status, body: await res.json() };
        }),
      );
      expect(answers.map((a) => a.status).sort(), wanted).toEqual([200, ...left.slice(1).map(() => 409)]);
      for (const lost of answers.filter((a) => a.status === 409))
        expect(lost.body.error.fields.username).toBe('Username already exists');
      const holders = await server.deps.db.select().from(users).where(eq(users.username, wanted));
      expect(holders).toHaveLength(1);
      left = answers.filter((a) => a.status === 409).map((a) => a.r);
    }
  });
});

describe('account deletion', () => {
  test("another user's session cannot delete this account", async () => {
    const res = await server.fetch('/api/me/delete', {
      method: 'POST',
      json: { confirmUsername: 'carla.d' },
      headers: { cookie: dev },
    });
    expect(res.status).toBe(400);
    expect(await server.deps.db.select().from(users).where(eq(users.username, 'carla.d'))).toHaveLength(1);
  });

  test('removes the user, sessions, businesses, pricing, favourites and every stored file', async () => {
    const signIn = await server.fetch('/api/auth/sign-in/username', {
      method: 'POST',
      json: { username: 'carla.d', password: PASSWORD },
    });
    const cookie = cookieFrom(signIn);
    const me = (await sessionOf(server, cookie))!.user;
    const biz = await createBusinessRow(server.deps.db, me.id);
    await server.deps.db
      .insert(businessPricingItems)
      .values({ businessId: biz.businessId, itemName: 'x', itemPrice: '1', position: 0 });
    const key = `product-photos/${biz.businessId}/abc.jpg`;
    await server.deps.storage.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    await server.deps.storage.put(
      `owner-photos/${biz.businessId}/def.webp`,
      new Uint8Array([1]),
      'image/webp',
    );
    const devId = (await sessionOf(server, dev))!.user.id;
    await server.deps.db.insert(favorites).values({ userId: devId, businessId: biz.businessId });
    const devBiz = await createBusinessRow(server.deps.db, devId);
    await server.deps.db.insert(favorites).values({ userId: me.id, businessId: devBiz.businessId });

    const wrong = await server.fetch('/api/me/delete', {
      method: 'POST',
      json: { confirmUsername: 'carla' },
      headers: { cookie },
    });
    expect(wrong.status).toBe(400);
    const res = await server.fetch('/api/me/delete', {
      method: 'POST',
      json: { confirmUsername: 'carla.d' },
      headers: { cookie },
    });
    expect(res.status).toBe(200);

    const db = server.deps.db;
    expect(await db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    expect(await db.select().from(businessProfiles).where(eq(businessProfiles.userId, me.id))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(businessPricingItems).where(eq(businessPricingItems.businessId, biz.businessId)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(favorites)
        .where(sql`${favorites.userId} = ${me.id} or ${favorites.businessId} = ${biz.businessId}`),
    ).toHaveLength(0);
    expect(await server.deps.storage.list(`product-photos/${biz.businessId}/`)).toEqual([]);
    expect(await server.deps.storage.list(`owner-photos/${biz.businessId}/`)).toEqual([]);
    expect(await sessionOf(server, cookie)).toBeNull();
    // The other user's business and data are untouched.
    expect(
      await db.select().from(businessProfiles).where(eq(businessProfiles.businessId, devBiz.businessId)),
    ).toHaveLength(1);
  });

  test("takes the person's posts, follows, digest settings and alerts with it; their reports stay, unsigned", async () => {
    const erin = await signUpVerified(server, smtp, 'erin');
    const me = (await sessionOf(server, erin.cookie))!.user;
    const db = server.deps.db;
    const send = (method: string, path: string, json?: unknown) =>
      server.fetch(path, { method, json, headers: { cookie: erin.cookie } });
    const shop = await createBusinessRow(db, me.id, { businessUsername: 'erin-shop' });
    const devId = (await sessionOf(server, dev))!.user.id;
    const followed = await createBusinessRow(db, devId, { businessUsername: 'followed-shop' });
    const theirPost = await createPostRow(db, followed.businessId, { title: 'Dev news' });

    expect(
      (
        await send('POST', `/api/businesses/${shop.businessId}/posts`, {
          kind: 'update',
          title: 'Hi',
          text: 'Open.',
        })
      ).status,
    ).toBe(201);
    expect((await send('PUT', `/api/me/favorites/${followed.businessId}`)).status).toBe(200);
    expect((await send('PUT', '/api/me/digest', { frequency: 'weekly' })).status).toBe(200);
    expect((await send('POST', `/api/posts/${theirPost.id}/reports`, { reason: 'other' })).status).toBe(201);
    await db.insert(areaAlerts).values([
      { userId: me.id, state: 'california', region: 'Los Angeles' },
      // One asked for before signing up, by address only.
      { email: me.email.toUpperCase(), state: 'california', zipCode: '90012', radiusMiles: 10 },
      { email: 'someone-else@example.test', state: 'california', zipCode: '90012', radiusMiles: 10 },
    ]);
    expect(
      await db.select().from(businessPosts).where(eq(businessPosts.businessId, shop.businessId)),
    ).toHaveLength(1);
    expect(await db.select().from(userDigests).where(eq(userDigests.userId, me.id))).toHaveLength(1);

    const res = await send('POST', '/api/me/delete', { confirmUsername: 'erin' });
    expect(res.status).toBe(200);

    expect(
      await db.select().from(businessPosts).where(eq(businessPosts.businessId, shop.businessId)),
    ).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, me.id))).toEqual([]);
    expect(await db.select().from(userDigests).where(eq(userDigests.userId, me.id))).toEqual([]);
    const alerts = await db.select().from(areaAlerts);
    expect(alerts.map((a) => a.email)).toEqual(['someone-else@example.test']);
    // The report on someone else's post stays for the team, no longer tied to anyone.
    const [report] = await db.select().from(postReports).where(eq(postReports.postId, theirPost.id));
    expect(report.reporterUserId).toBeNull();
    expect(await db.select().from(businessPosts).where(eq(businessPosts.id, theirPost.id))).toHaveLength(1);
  });
});
