// Where posts appear: the business page's head (its Atom feed and each event as schema.org Event),
// the business and state feeds, and the "New: …" line on market and search cards for a week.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessPosts, businessProfiles } from '../../db/schema/index.ts';
import { createBusinessRow, createPostRow, createUserRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';

const live = serverWithMailForFile();
let bizId: string;

beforeAll(async () => {
  const db = live.server.deps.db;
  const owner = await createUserRow(db);
  bizId = (
    await createBusinessRow(db, owner.id, { businessUsername: 'feed.shop', businessName: 'Feed & Co' })
  ).businessId;
  await createPostRow(db, bizId, {
    kind: 'event',
    title: 'Candle <night>',
    body: 'Make your own.',
    startsAt: new Date('2031-12-06T18:00:00Z'),
    endsAt: new Date('2031-12-06T22:00:00Z'),
    timeZone: 'America/Los_Angeles',
    place: 'Los Angeles',
    expiresAt: new Date('2031-12-06T22:00:00Z'),
  });
  await createPostRow(db, bizId, { kind: 'offer', title: 'Two for one', offerEndsOn: '2031-01-31' });
});

describe('where posts appear', () => {
  test('the business page links its feed and carries its events as schema.org Event', async () => {
    const html = await (await live.server.fetch('/business/feed.shop')).text();
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Feed &amp; Co: latest" href="${live.server.origin}/feeds/business/feed.shop.atom">`,
    );
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const event = ld.find((d) => d['@type'] === 'Event');
    expect(event).toMatchObject({
      name: 'Candle <night>',
      startDate: '2031-12-06T18:00:00.000Z',
      endDate: '2031-12-06T22:00:00.000Z',
      location: { '@type': 'Place', name: 'Los Angeles' },
    });
    expect(html).not.toContain('Candle <night>');
  });

  test('the business feed lists its posts; the state market page links the state feed of new businesses', async () => {
    const res = await live.server.fetch('/feeds/business/feed.shop.atom');
    expect(res.headers.get('content-type')).toContain('application/atom+xml');
    const feed = await res.text();
    expect(feed).toContain('<title>Candle &lt;night&gt;</title>');
    expect(feed).toContain('<title>Two for one</title>');
    const market = await (await live.server.fetch('/market?state=california')).text();
    expect(market).toContain(`href="${live.server.origin}/feeds/state/california.atom"`);
    const state = await (await live.server.fetch('/feeds/state/california.atom')).text();
    expect(state).toContain('<title>New: Feed &amp; Co in Los Angeles</title>');
    expect((await live.server.fetch('/feeds/business/nobody.atom')).status).toBe(404);
    expect((await live.server.fetch('/feeds/state/atlantis.atom')).status).toBe(404);
  });

  test("a state's feed follows a business that moves state, and leaves out one that is unpublished", async () => {
    const db = live.server.deps.db;
    const owner = await createUserRow(db);
    const mover = await createBusinessRow(db, owner.id, {
      businessUsername: 'mover.shop',
      businessName: 'Mover Shop',
    });
    const feed = async (slug: string) => (await live.server.fetch(`/feeds/state/${slug}.atom`)).text();
    expect(await feed('california')).toContain('Mover Shop');
    const where = eq(businessProfiles.businessId, mover.businessId);
    await db
      .update(businessProfiles)
      .set({
        businessState: 'Texas',
        businessRegion: 'Austin',
        businessCity: 'Austin',
        businessZipCode: '78702',
      })
      .where(where);
    expect(await feed('california')).not.toContain('Mover Shop');
    expect(await feed('texas')).toContain('Mover Shop');
    await db.update(businessProfiles).set({ isPublished: false }).where(where);
    expect(await feed('texas')).not.toContain('Mover Shop');
  });

  test('cards say "New: …" while the newest post is under a week old', async () => {
    const card = async () => {
      const page = await (await live.server.fetch('/api/market?state=california')).json();
      return page.items.find((i: { businessId: string }) => i.businessId === bizId);
    };
    expect((await card()).newPost).toBe('Two for one');
    const search = await (await live.server.fetch('/api/search?q=feed')).json();
    expect(search.items.find((i: { businessId: string }) => i.businessId === bizId)?.newPost).toBe(
      'Two for one',
    );
    await live.server.deps.db
      .update(businessPosts)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(businessPosts.businessId, bizId));
    expect((await card()).newPost).toBeNull();
  });
});
