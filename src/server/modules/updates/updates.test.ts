// Favourites hear first: "Updates" lists the posts of a person's favourites newest first, paged,
// with an unseen count; the digest is offered once, sent only when there is something new, through
// the outbox, with a one-click unsubscribe (RFC 8058) that needs no cookie.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessPosts, businessProfiles, userDigests } from '../../db/schema/index.ts';
import { sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow, createPostRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { sendDigestsOnce } from './digests.ts';

const live = serverWithMailForFile({ LAUNCH_MAILS_PER_MINUTE: '60000' });
let owner: string;
let shopper: string;
let shopperId: string;
let bizId: string;

beforeAll(async () => {
  owner = (await signUpVerified(live.server, live.smtp, 'updowner')).cookie;
  shopper = (await signUpVerified(live.server, live.smtp, 'updshopper')).cookie;
  const ownerId = (await sessionOf(live.server, owner))!.user.id;
  shopperId = (await sessionOf(live.server, shopper))!.user.id;
  bizId = (
    await createBusinessRow(live.server.deps.db, ownerId, {
      businessUsername: 'upd.shop',
      businessName: 'Wick & Co',
    })
  ).businessId;
});

const get = async (path: string, cookie = shopper) =>
  (await live.server.fetch(path, { headers: { cookie } })).json();
const send = (method: string, path: string, json?: unknown, cookie = shopper) =>
  live.server.fetch(path, { method, json, headers: { cookie } });

describe('updates and the digest', () => {
  test('the digest is offered once, at the first favourite, and is off until asked for', async () => {
    expect(await get('/api/me/digest')).toEqual({ frequency: 'off', offer: false });
    expect((await send('PUT', `/api/me/favorites/${bizId}`)).status).toBe(200);
    expect(await get('/api/me/digest')).toEqual({ frequency: 'off', offer: true });
    expect(await (await send('PUT', '/api/me/digest', { frequency: 'weekly' })).json()).toEqual({
      frequency: 'weekly',
      offer: false,
    });
    expect((await send('PUT', '/api/me/digest', { frequency: 'hourly' })).status).toBe(400);
  });

  test('Updates shows the favourites’ posts newest first, with an unseen count', async () => {
    const post = (json: unknown) => send('POST', `/api/businesses/${bizId}/posts`, json, owner);
    expect(
      (await post({ kind: 'offer', title: 'Winter sale', text: 'Half off.', offerEndsOn: '2031-01-10' }))
        .status,
    ).toBe(201);
    expect(
      (
        await post({
          kind: 'event',
          title: 'Dipping night',
          text: 'Dip your own.',
          eventStartsAt: '2031-12-06T10:00',
          eventEndsAt: '2031-12-06T14:00',
          place: 'Los Angeles',
        })
      ).status,
    ).toBe(201);
    const updates = await get('/api/me/updates');
    expect(updates.items.map((i: { title: string }) => i.title)).toEqual(['Dipping night', 'Winter sale']);
    expect(updates.items[0]).toMatchObject({ businessName: 'Wick & Co', when: 'Sat, Dec 6 · 10 am – 2 pm' });
    expect(updates.unseen).toBe(2);
    expect(await (await send('POST', '/api/me/updates/seen')).json()).toEqual({ unseen: 0 });
    expect(await get('/api/me/updates/unseen')).toEqual({ unseen: 0 });
    // The owner, who favourites nothing, sees no updates: following is private to each person.
    expect((await get('/api/me/updates', owner)).items).toEqual([]);
  });

  test('one digest with both titles; a second run sends nothing; one click unsubscribes', async () => {
    const first = await sendDigestsOnce(live.server.deps);
    expect(first).toEqual({ queued: 1, nothingNew: 0 });
    const link = await live.smtp.linkFor('updshopper@example.test', '/business/upd.shop');
    expect(link).toContain('/business/upd.shop');
    const mail = live.smtp.messages.filter((m) => m.to.includes('updshopper@example.test')).at(-1)!;
    expect(mail.text).toContain('Dipping night');
    expect(mail.text).toContain('Winter sale');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const header = /^List-Unsubscribe:(.*(?:\r?\n[ \t].*)*)/im
      .exec(mail.raw)?.[1]
      .replace(/\r?\n[ \t]+/g, '')
      .trim();
    const oneClick = /^<([^>]+)>$/.exec(header ?? '')?.[1];
    expect(oneClick).toContain('/api/digest/unsubscribe?token=');
    expect(await sendDigestsOnce(live.server.deps)).toEqual({ queued: 0, nothingNew: 0 });
    // A mail provider posts it from its own servers: no cookie, no Origin.
    const res = await fetch(oneClick as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [row] = await live.server.deps.db
      .select()
      .from(userDigests)
      .where(eq(userDigests.userId, shopperId));
    expect(row.frequency).toBe('off');
    const forged = await fetch(
      `${live.server.origin}/api/digest/unsubscribe?token=dTpub2JvZHk.bm90LWEtbWFj`,
      {
        method: 'POST',
      },
    );
    expect(forged.status).toBe(400);
  });

  test('a due digest with nothing new sends nothing', async () => {
    await send('PUT', '/api/me/digest', { frequency: 'daily' });
    await live.server.deps.db
      .update(userDigests)
      .set({ lastSentAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(userDigests.userId, shopperId));
    // Every post is older than the last digest.
    await live.server.deps.db
      .update(businessPosts)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(businessPosts.businessId, bizId));
    const sentBefore = live.smtp.messages.length;
    expect(await sendDigestsOnce(live.server.deps)).toEqual({ queued: 0, nothingNew: 1 });
    expect(live.smtp.messages.length).toBe(sentBefore);
  });

  test('Updates pages through many posts without repeating or skipping one', async () => {
    for (let i = 0; i < 25; i++)
      await createPostRow(live.server.deps.db, bizId, {
        title: `Note ${i}`,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      });
    const first = await get('/api/me/updates');
    expect(first.items).toHaveLength(20);
    const second = await get(`/api/me/updates?cursor=${encodeURIComponent(first.nextCursor)}`);
    const ids = [...first.items, ...second.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(27);
    expect(second.nextCursor).toBeNull();
    expect(
      (await live.server.fetch('/api/me/updates?cursor=nonsense', { headers: { cookie: shopper } })).status,
    ).toBe(400);
  });

  test('Updates leaves out hidden, deleted and ended posts and those of unpublished favourites', async () => {
    const ownerId = (await sessionOf(live.server, owner))!.user.id;
    const db = live.server.deps.db;
    // A favourite that is later unpublished (paused) takes its posts out of Updates.
    const paused = await createBusinessRow(db, ownerId, { businessUsername: 'upd.paused' });
    expect((await send('PUT', `/api/me/favorites/${paused.businessId}`)).status).toBe(200);
    await db
      .update(businessProfiles)
      .set({ isPublished: false })
      .where(eq(businessProfiles.businessId, paused.businessId));
    const recent = (title: string, values = {}) =>
      createPostRow(db, bizId, { title, createdAt: new Date(), ...values });
    await recent('Shown');
    await recent('Hidden', { hiddenAt: new Date() });
    await recent('Deleted', { deletedAt: new Date() });
    await recent('Ended', { expiresAt: new Date(Date.now() - 1000) });
    await createPostRow(db, paused.businessId, { title: 'Unpublished', createdAt: new Date() });
    const titles = (await get('/api/me/updates')).items.map((i: { title: string }) => i.title);
    expect(titles).toContain('Shown');
    for (const gone of ['Hidden', 'Deleted', 'Ended', 'Unpublished']) expect(titles).not.toContain(gone);
  });
});
