// "Download my data", one business as JSON, and what account deletion leaves (issue 27 item 3):
// the export holds everything we keep about the person and none of their secrets; only the owner
// exports a business; after deletion no row of any table and no stored file is theirs.
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaAlerts, businessRecommendations, users } from '../../db/schema/index.ts';
import { BUCKETS } from '../../storage/storage.ts';
import { nextAddress, PASSWORD, sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow, createPostRow } from '../../test/factories.ts';
import { startServerWithMail, type TestServer } from '../../test/harness.ts';
import { HOURS_SAMPLE } from '../../test/security/corpus-samples.ts';

let server: TestServer;
let close: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp'];
const me = { id: '', cookie: '', email: 'zephyrine@example.test', businessId: '' };
const dev = { id: '', cookie: '', businessId: '' };

const get = (path: string, cookie?: string) =>
  server.fetch(path, { headers: { 'x-forwarded-for': nextAddress(), ...(cookie ? { cookie } : {}) } });
const send = (method: string, path: string, cookie: string, json?: unknown) =>
  server.fetch(path, { method, json, headers: { cookie, 'x-forwarded-for': nextAddress() } });

beforeAll(async () => {
  ({ server, smtp, close } = await startServerWithMail({ TRUST_PROXY: '1' }));
  me.cookie = (await signUpVerified(server, smtp, 'zephyrine')).cookie;
  me.id = (await sessionOf(server, me.cookie))!.user.id;
  dev.cookie = (await signUpVerified(server, smtp, 'devon')).cookie;
  dev.id = (await sessionOf(server, dev.cookie))!.user.id;
  const mine = await createBusinessRow(server.deps.db, me.id, {
    businessName: 'Zephyrine Quillworks',
    businessUsername: 'zephyrine-quillworks',
    ownerStory: 'Hand-cut quills and inks from Zephyrine.',
  });
  me.businessId = mine.businessId;
  dev.businessId = (
    await createBusinessRow(server.deps.db, dev.id, {
      businessName: 'Devon Bakes',
      businessUsername: 'devon-bakes',
    })
  ).businessId;
  // Everything a person can leave with us, through the API: a photo, pricing, hours, a favourite,
  // a report, a waitlist entry.
  const form = new FormData();
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const upload = await server.fetch(`/api/businesses/${me.businessId}/photos/owner`, {
    method: 'PUT',
    body: form,
    headers: { cookie: me.cookie },
  });
  expect(upload.status).toBe(200);
  const pricing = await send('PUT', `/api/businesses/${me.businessId}/steps/9`, me.cookie, {
    startingRate: true,
    items: [{ itemName: 'Goose quill', itemPrice: '12.50' }],
  });
  expect(pricing.status).toBe(200);
  expect((await send('PUT', `/api/businesses/${me.businessId}/hours`, me.cookie, HOURS_SAMPLE)).status).toBe(
    200,
  );
  expect((await send('PUT', `/api/me/favorites/${dev.businessId}`, me.cookie)).status).toBe(200);
  const report = await send('POST', `/api/businesses/${dev.businessId}/reports`, me.cookie, {
    reason: 'wrong_information',
    details: 'The opening hours look out of date.',
  });
  expect(report.status).toBe(201);
  const waitlist = await server.fetch('/api/waitlist', {
    method: 'POST',
    json: {
      email: me.email,
      businessName: 'Quills East',
      ownerName: 'Zephyrine',
      category: 'Crafts',
      zipCode: '10001',
    },
    headers: { 'x-forwarded-for': nextAddress() },
  });
  expect(waitlist.status).toBeLessThan(300);
  // What following leaves: a post of their own business, the digest setting, a report about
  // someone else's post, and alerts (one by account, one asked for by address before signing in).
  const posted = await send('POST', `/api/businesses/${me.businessId}/posts`, me.cookie, {
    kind: 'update',
    title: 'New Zephyrine inks',
    text: 'Oak gall ink is back.',
  });
  expect(posted.status).toBe(201);
  expect((await send('PUT', '/api/me/digest', me.cookie, { frequency: 'weekly' })).status).toBe(200);
  const devPost = await createPostRow(server.deps.db, dev.businessId, { title: 'Rye on Fridays' });
  const postReport = await send('POST', `/api/posts/${devPost.id}/reports`, me.cookie, {
    reason: 'other',
    details: 'Not rye at all.',
  });
  expect(postReport.status).toBe(201);
  await server.deps.db.insert(areaAlerts).values([
    { userId: me.id, state: 'vermont', region: 'Chittenden' },
    { email: me.email, state: 'new-york', zipCode: '10001', radiusMiles: 5 },
  ]);
  // What was said to each of them: each recommends the other's business with a note, and each owner
  // answers it (accounts must be a day old to recommend).
  await server.deps.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(inArray(users.id, [me.id, dev.id]));
  const recommendAndAnswer = async (
    author: { id: string; cookie: string },
    owner: { cookie: string; businessId: string },
    note: string,
    answer: string,
  ) => {
    const path = `/api/businesses/${owner.businessId}/recommendation`;
    expect((await send('PUT', path, author.cookie, { note })).status).toBe(200);
    const [rec] = await server.deps.db
      .select({ id: businessRecommendations.id })
      .from(businessRecommendations)
      .where(eq(businessRecommendations.userId, author.id));
    const replyPath = `/api/businesses/${owner.businessId}/recommendations/${rec!.id}/reply`;
    expect((await send('PUT', replyPath, owner.cookie, { text: answer })).status).toBe(200);
  };
  await recommendAndAnswer(dev, me, 'The sharpest quills in Vermont.', 'Thank you, Devon!');
  await recommendAndAnswer(me, dev, 'Rye worth the queue.', 'See you Friday, Zephyrine.');
}, 180_000);
afterAll(() => close?.());

describe('Download my data', () => {
  test('signed out is 401 for both exports', async () => {
    expect((await get('/api/me/export')).status).toBe(401);
    expect((await get(`/api/businesses/${me.businessId}/export`)).status).toBe(401);
  });

  test('everything held about the person, as a file to save, without secrets', async () => {
    const res = await get('/api/me/export', me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="locals-market-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({
      id: me.id,
      email: me.email,
      username: 'zephyrine',
      signInMethods: ['credential'],
    });
    expect(data.favorites).toEqual([
      expect.objectContaining({ businessId: dev.businessId, businessName: 'Devon Bakes' }),
    ]);
    expect(data.businesses).toHaveLength(1);
    const biz = data.businesses[0];
    expect(biz.steps['3']).toMatchObject({
      businessName: 'Zephyrine Quillworks',
      businessUsername: 'zephyrine-quillworks',
    });
    expect(biz.steps['9']).toEqual({
      startingRate: true,
      pricing: [{ itemName: 'Goose quill', itemPrice: '12.50' }],
    });
    expect(Object.keys(biz.steps).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(biz.openingHours).toEqual(HOURS_SAMPLE.hours);
    expect(biz.publicUrl).toBe(`${server.origin}/business/zephyrine-quillworks`);
    expect(biz.photos).toEqual([
      {
        kind: 'owner',
        url: expect.stringMatching(new RegExp(`^${server.origin}/media/owner-photos/${me.businessId}/`)),
      },
    ]);
    expect((await fetch(biz.photos[0].url)).status).toBe(200);
    expect(data.reports).toEqual([
      expect.objectContaining({
        businessName: 'Devon Bakes',
        reason: 'wrong_information',
        details: 'The opening hours look out of date.',
      }),
    ]);
    expect(data.waitlist).toEqual([
      expect.objectContaining({ businessName: 'Quills East', zipCode: '10001' }),
    ]);
    expect(biz.posts).toEqual([
      expect.objectContaining({
        kind: 'update',
        title: 'New Zephyrine inks',
        text: 'Oak gall ink is back.',
        hiddenAt: null,
      }),
    ]);
    expect(data.digest).toMatchObject({ frequency: 'weekly' });
    expect(data.postReports).toEqual([
      expect.objectContaining({ postTitle: 'Rye on Fridays', reason: 'other', details: 'Not rye at all.' }),
    ]);
    expect(data.alerts.map((a: { state: string }) => a.state).sort()).toEqual(['new-york', 'vermont']);
    // Their note on Devon's business with Devon's answer; Devon's note on theirs with their answer.
    expect(data.recommendations).toEqual([
      expect.objectContaining({
        businessName: 'Devon Bakes',
        note: 'Rye worth the queue.',
        answer: { text: 'See you Friday, Zephyrine.', answeredAt: expect.any(String) },
      }),
    ]);
    expect(biz.recommendationNotes).toEqual([
      {
        note: 'The sharpest quills in Vermont.',
        writtenAt: expect.any(String),
        answer: { text: 'Thank you, Devon!', answeredAt: expect.any(String) },
      },
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // No password hash, no session token, no address.
    const rows = await server.deps.db.execute<{ password: string; token: string }>(
      sql`select a.password, s.token from accounts a join sessions s on s.user_id = a.user_id where a.user_id = ${me.id}`,
    );
    for (const row of (rows as unknown as { rows: { password: string; token: string }[] }).rows) {
      expect(text).not.toContain(row.password);
      expect(text).not.toContain(row.token);
    }
    // (127.0.0.1 is in the export only as the test server's own address, in links.)
    expect(text).not.toMatch(/10\.250\.|ipAddress|ip_address|userAgent/);
    // Other people stay out: who favourited or reported the person's business is not theirs to see.
    expect(text).not.toContain(dev.id);
  });

  test('at most 5 downloads an hour per account, then 429 with when to come back', async () => {
    const { cookie } = await signUpVerified(server, smtp, 'hoarder');
    for (let i = 0; i < 5; i++) expect((await get('/api/me/export', cookie)).status).toBe(200);
    const refused = await get('/api/me/export', cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await refused.json()).error.message).toBe(
      'You can download your data 5 times an hour. Please try again later.',
    );
    // Per account: another person is not held up by it.
    expect((await get('/api/me/export', dev.cookie)).status).toBe(200);
  });
});

describe('one business as JSON', () => {
  test('its owner gets it as a file; another person 403; unknown or malformed ids 404', async () => {
    const res = await get(`/api/businesses/${me.businessId}/export`, me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="locals-market-business-zephyrine-quillworks.json"',
    );
    const biz = await res.json();
    expect(biz.steps['3'].businessName).toBe('Zephyrine Quillworks');
    expect(biz.recommendationNotes.map((n: { answer: { text: string } }) => n.answer.text)).toEqual([
      'Thank you, Devon!',
    ]);
    const theirs = await get(`/api/businesses/${me.businessId}/export`, dev.cookie);
    expect(theirs.status).toBe(403);
    expect(await theirs.text()).not.toContain('Zephyrine');
    expect((await get('/api/businesses/7b0ad3c4-55c2-4a4e-9a8e-4f3f5a2c9d10/export', me.cookie)).status).toBe(
      404,
    );
    expect((await get('/api/businesses/not-a-business/export', me.cookie)).status).toBe(404);
  });
});

describe('account deletion removes all of it', () => {
  /** Every row of every table that mentions the person (reference tables aside), as `table: row`. */
  async function rowsMentioning(needles: string[]): Promise<string[]> {
    const db = server.deps.db;
    const tables = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in ('us_zips', 'states', 'regions') order by table_name`,
    );
    const found: string[] = [];
    const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
    for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
      const rows = await db.execute<{ row: string }>(
        sql`select t::text as row from ${sql.identifier(name)} t where lower(t::text) like any(${sql.param(patterns)}::text[])`,
      );
      for (const { row } of (rows as unknown as { rows: { row: string }[] }).rows)
        found.push(`${name}: ${row}`);
    }
    return found;
  }

  test('no row of any table and no stored file is theirs afterwards; the report they made stays, unlinked', async () => {
    const exported = await (await get('/api/me/export', me.cookie)).json();
    const photoUrl = exported.businesses[0].photos[0].url as string;
    // A sign-in link and a failed sign-in, so the one-time links and the backoff counts have rows too.
    await server.fetch('/api/auth/sign-in/magic-link', {
      method: 'POST',
      json: { email: me.email },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    await server.fetch('/api/auth/sign-in/username', {
      method: 'POST',
      json: { username: 'zephyrine', password: `${PASSWORD}-wrong` },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    const needles = [me.id, me.email, 'zephyrine', 'quillworks', me.businessId, 'goose quill', 'quills east'];
    expect((await rowsMentioning(needles)).length).toBeGreaterThan(8);

    const res = await send('POST', '/api/me/delete', me.cookie, { confirmUsername: 'zephyrine' });
    expect(res.status).toBe(200);
    const remaining = await rowsMentioning(needles);
    console.log(
      `after deleting the account, rows that mention the person: ${remaining.length ? remaining.join('\n') : 'none'}`,
    );
    // Open data's tombstone stays: the deleted business's random id, its position and "gone" (not
    // public, no document), which tells mirrors to delete their copy (ADR 039). Nothing else of them.
    const tombstone = (row: string) => /^open_data_changes: \([0-9a-f-]{36},\d+,"[^"]+",f,,\)$/.test(row);
    expect(remaining.filter((row) => !tombstone(row))).toEqual([]);
    expect(remaining.filter(tombstone)).toEqual([expect.stringContaining(me.businessId)]);
    const files = (
      await Promise.all(BUCKETS.map((b) => server.deps.storage.list(`${b}/${me.businessId}/`)))
    ).flat();
    expect(files).toEqual([]);
    expect((await fetch(photoUrl)).status).toBe(404);
    expect((await get('/api/me', me.cookie)).status).toBe(401);
    // Their report about someone else's business is the marketplace's record: kept, without them.
    const reports = await server.deps.db.execute<{ reporter: string | null; details: string }>(
      sql`select reporter_user_id as reporter, details from business_reports where business_id = ${dev.businessId}`,
    );
    expect((reports as unknown as { rows: unknown[] }).rows).toEqual([
      { reporter: null, details: 'The opening hours look out of date.' },
    ]);
    const postReports = await server.deps.db.execute<{ reporter: string | null }>(
      sql`select reporter_user_id as reporter from post_reports`,
    );
    expect((postReports as unknown as { rows: unknown[] }).rows).toEqual([{ reporter: null }]);
    // The other person's business and favourites are untouched.
    expect((await get(`/api/businesses/${dev.businessId}/export`, dev.cookie)).status).toBe(200);
  });
});
