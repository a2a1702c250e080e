// Owners' posts through HTTP: the limits (3 a day, 10 live), when posts leave (updates after six
// months, offers and events when they end), times kept in the business's own zone, editing and
// deleting, who may touch them, and that only a published business shows them.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { instantOf } from '#shared/posts/zoned-time.ts';
import { businessPosts, businessProfiles } from '../../db/schema/index.ts';
import { sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';

const live = serverWithMailForFile();
let owner: string;
let other: string;
let ownerId: string;
let bizId: string;

const DAY = 24 * 60 * 60 * 1000;
const localDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  owner = (await signUpVerified(live.server, live.smtp, 'postowner')).cookie;
  other = (await signUpVerified(live.server, live.smtp, 'postother')).cookie;
  ownerId = (await sessionOf(live.server, owner))!.user.id;
  // Denver: America/Denver, seven hours behind UTC in winter, six in summer.
  bizId = (
    await createBusinessRow(live.server.deps.db, ownerId, {
      businessUsername: 'mile.high',
      businessZipCode: '80202',
      businessCity: 'Denver',
      businessState: 'Colorado',
      businessRegion: 'Denver',
    })
  ).businessId;
});

const db = () => live.server.deps.db;
const post = (json: unknown, cookie = owner, id = bizId) =>
  live.server.fetch(`/api/businesses/${id}/posts`, { method: 'POST', json, headers: { cookie } });
const publicPosts = async () =>
  (await (await live.server.fetch('/api/businesses/by-username/mile.high/posts')).json()).items as {
    id: string;
    kind: string;
    title: string;
    when: string | null;
  }[];
/** Moves every post of the business a day back, so the daily limit lets the next ones through. */
const ageAll = (days = 1.1) =>
  db()
    .update(businessPosts)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(businessPosts.businessId, bizId));
const clearAll = () => db().delete(businessPosts).where(eq(businessPosts.businessId, bizId));

describe('owner posts', () => {
  test('an event is kept in the business’s zone and reads in it', async () => {
    const res = await post({
      kind: 'event',
      title: 'Holiday market',
      text: 'Come by! Details at https://example.com/market.',
      eventStartsAt: '2030-12-07T10:00',
      eventEndsAt: '2030-12-07T14:00',
      place: 'Denver',
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.startsAt).toBe('2030-12-07T17:00:00.000Z');
    expect(body.endsAt).toBe('2030-12-07T21:00:00.000Z');
    expect(body.expiresAt).toBe(body.endsAt);
    expect(body.timeZone).toBe('America/Denver');
    expect(body.when).toBe('Sat, Dec 7 · 10 am – 2 pm');
    expect(body.eventStartsAt).toBe('2030-12-07T10:00');
    // A summer event is six hours behind UTC, not seven.
    const summer = await post({
      kind: 'event',
      title: 'Summer fair',
      text: 'Outside.',
      eventStartsAt: '2030-07-06T10:00',
      eventEndsAt: '2030-07-06T12:30',
      place: 'Denver',
    });
    expect((await summer.json()).startsAt).toBe('2030-07-06T16:00:00.000Z');
  });

  test('an offer lasts to the end of its last day where the business is', async () => {
    const res = await post({ kind: 'offer', title: '10% off', text: 'All week.', offerEndsOn: '2030-12-14' });
    expect(res.status).toBe(201);
    const body = await res.json();
    // Midnight after Dec 14 in Denver is 07:00 UTC on Dec 15.
    expect(body.expiresAt).toBe('2030-12-15T07:00:00.000Z');
    expect(body.when).toBe('Until Sat, Dec 14');
  });

  test('three posts a day: the fourth is a 429 with when to try again, and deleting makes no room', async () => {
    const res = await post({ kind: 'update', title: 'One more', text: 'Hello.' });
    expect(res.status).toBe(429);
    const error = (await res.json()).error;
    expect(error.code).toBe('rate_limited');
    expect(Date.parse(error.next_allowed)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const list = await (
      await live.server.fetch(`/api/businesses/${bizId}/posts`, { headers: { cookie: owner } })
    ).json();
    expect(list.allowance).toMatchObject({ postedToday: 3, perDay: 3, live: 3, maxLive: 10 });
    const del = await live.server.fetch(`/api/businesses/${bizId}/posts/${list.items[0].id}`, {
      method: 'DELETE',
      headers: { cookie: owner },
    });
    expect(del.status).toBe(200);
    expect((await post({ kind: 'update', title: 'Again', text: 'Hello.' })).status).toBe(429);
  });

  test('ten live at once: the eleventh is refused until one leaves', async () => {
    await clearAll();
    for (let i = 0; i < 10; i++) {
      if (i % 3 === 0) await ageAll();
      expect((await post({ kind: 'update', title: `Update ${i}`, text: 'News.' })).status).toBe(201);
    }
    await ageAll();
    const res = await post({ kind: 'update', title: 'Eleven', text: 'News.' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('too_many_posts');
    // One leaving (an update past six months) makes room.
    const [oldest] = await db()
      .select({ id: businessPosts.id })
      .from(businessPosts)
      .where(eq(businessPosts.businessId, bizId))
      .limit(1);
    await db()
      .update(businessPosts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(businessPosts.id, oldest.id));
    expect((await post({ kind: 'update', title: 'Eleven', text: 'News.' })).status).toBe(201);
  });

  test('updates leave after six months; offers and events when they end', async () => {
    await clearAll();
    const update = await (await post({ kind: 'update', title: 'Fresh', text: 'News.' })).json();
    const expected = new Date(update.createdAt);
    expected.setUTCMonth(expected.getUTCMonth() + 6);
    expect(update.expiresAt).toBe(expected.toISOString());
    const lastDay = localDay(1);
    const offer = await (
      await post({ kind: 'offer', title: 'Short sale', text: 'Hurry.', offerEndsOn: lastDay })
    ).json();
    expect(offer.expiresAt).toBe(instantOf(localDay(2), 'America/Denver').toISOString());
    expect((await publicPosts()).map((p) => p.title).sort()).toEqual(['Fresh', 'Short sale']);
    // Seven months on, and a day after the offer's last day: neither shows.
    await db()
      .update(businessPosts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(businessPosts.businessId, bizId));
    expect(await publicPosts()).toEqual([]);
    const mine = await (
      await live.server.fetch(`/api/businesses/${bizId}/posts`, { headers: { cookie: owner } })
    ).json();
    expect(mine.items.map((p: { status: string }) => p.status)).toEqual(['expired', 'expired']);
    // An offer or event already over cannot be posted.
    await ageAll();
    const pastOffer = await post({ kind: 'offer', title: 'Late', text: 'x', offerEndsOn: localDay(-2) });
    expect(pastOffer.status).toBe(400);
    expect((await pastOffer.json()).error.fields.offerEndsOn).toBeTruthy();
  });

  test('the page lists coming events in date order, then the rest newest first', async () => {
    await clearAll();
    const event = (title: string, day: string) =>
      post({
        kind: 'event',
        title,
        text: 'x',
        eventStartsAt: `${day}T18:00`,
        eventEndsAt: `${day}T20:00`,
        place: 'Denver',
      });
    await event('Later event', '2031-03-01');
    await event('Sooner event', '2031-01-10');
    await post({ kind: 'update', title: 'Plain update', text: 'x' });
    expect((await publicPosts()).map((p) => p.title)).toEqual([
      'Sooner event',
      'Later event',
      'Plain update',
    ]);
  });

  test('the owner edits and deletes; others get 403, a stranger’s post id 404', async () => {
    const [first] = await publicPosts();
    const path = `/api/businesses/${bizId}/posts/${first.id}`;
    const edit = { kind: 'update', title: 'Now an update', text: 'Changed.' };
    const res = await live.server.fetch(path, { method: 'PUT', json: edit, headers: { cookie: owner } });
    expect(res.status).toBe(200);
    expect((await res.json()).title).toBe('Now an update');
    for (const method of ['PUT', 'DELETE'] as const) {
      const r = await live.server.fetch(path, {
        method,
        json: method === 'PUT' ? edit : undefined,
        headers: { cookie: other },
      });
      expect(r.status).toBe(403);
    }
    expect((await post(edit, other)).status).toBe(403);
    expect(
      (await live.server.fetch(`/api/businesses/${bizId}/posts`, { headers: { cookie: other } })).status,
    ).toBe(403);
    // Another business of the other user cannot reach this post through its own id.
    const otherId = (await sessionOf(live.server, other))!.user.id;
    const theirs = await createBusinessRow(db(), otherId, { businessUsername: 'their.shop' });
    const cross = await live.server.fetch(`/api/businesses/${theirs.businessId}/posts/${first.id}`, {
      method: 'DELETE',
      headers: { cookie: other },
    });
    expect(cross.status).toBe(404);
    expect((await live.server.fetch(path, { method: 'DELETE', headers: { cookie: owner } })).status).toBe(
      200,
    );
    expect((await publicPosts()).map((p) => p.id)).not.toContain(first.id);
    expect((await live.server.fetch(path, { method: 'DELETE', headers: { cookie: owner } })).status).toBe(
      404,
    );
  });

  test('a post takes a photo through the upload pipeline, and loses it again', async () => {
    const [first] = await publicPosts();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2050c0' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'p.jpg');
    const path = `/api/businesses/${bizId}/posts/${first.id}/photo`;
    const res = await live.server.fetch(path, { method: 'PUT', body: form, headers: { cookie: owner } });
    expect(res.status).toBe(200);
    const url = (await res.json()).photoUrl as string;
    expect(url).toMatch(new RegExp(`/post-photos/${bizId}/`));
    expect((await live.server.fetch(url)).status).toBe(200);
    const bad = new FormData();
    bad.append('file', new Blob(['not an image'], { type: 'image/jpeg' }), 'p.jpg');
    expect(
      (await live.server.fetch(path, { method: 'PUT', body: bad, headers: { cookie: owner } })).status,
    ).toBe(415);
    const removed = await live.server.fetch(path, { method: 'DELETE', headers: { cookie: owner } });
    expect((await removed.json()).photoUrl).toBeNull();
  });

  test('bad input is a 400 per field; a draft or hidden business shows no posts', async () => {
    const res = await post({ kind: 'event', title: 'x'.repeat(81), text: '', place: 'y'.repeat(121) });
    expect(res.status).toBe(400);
    const fields = (await res.json()).error.fields;
    expect(Object.keys(fields).sort()).toEqual(expect.arrayContaining(['title', 'text', 'place']));
    // An empty title asks for one (not for a shorter one); a long one asks to shorten it. Nothing is stored.
    const stored = async () =>
      (await db().select().from(businessPosts).where(eq(businessPosts.businessId, bizId))).length;
    const before = await stored();
    const titleError = async (title: string) => {
      const answer = await post({ kind: 'update', title, text: 'Hello.' });
      expect(answer.status).toBe(400);
      return (await answer.json()).error.fields.title;
    };
    expect(await titleError('')).toBe('Title is required.');
    expect(await titleError('   ')).toBe('Title is required.');
    expect(await titleError('x'.repeat(81))).toBe('Keep the title to 80 characters.');
    expect(await stored()).toBe(before);
    expect((await publicPosts()).length).toBeGreaterThan(0);
    await db()
      .update(businessProfiles)
      .set({ isPublished: false })
      .where(eq(businessProfiles.businessId, bizId));
    expect((await live.server.fetch('/api/businesses/by-username/mile.high/posts')).status).toBe(404);
    await db()
      .update(businessProfiles)
      .set({ isPublished: true })
      .where(eq(businessProfiles.businessId, bizId));
  });
});
