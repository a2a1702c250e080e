// Where posts appear: the business page's head (its Atom feed and each event as schema.org Event),
// the business and state feeds, and the "New: …" line on market and search cards for a week.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessPosts, businessProfiles } from '../../db/schema/index.ts';
import { readAtom } from '../../test/atom-feed.ts';
import { createBusinessRow, createPostRow, createUserRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';

const live = serverWithMailForFile();
let bizId: string;
const postIds: Record<string, string> = {};

beforeAll(async () => {
  const db = live.server.deps.db;
  const owner = await createUserRow(db);
  bizId = (
    await createBusinessRow(db, owner.id, { businessUsername: 'feed.shop', businessName: 'Feed & Co' })
  ).businessId;
  postIds.event = (
    await createPostRow(db, bizId, {
      kind: 'event',
      title: 'Candle <night>',
      body: 'Make your own.',
      startsAt: new Date('2031-12-06T18:00:00Z'),
      endsAt: new Date('2031-12-06T22:00:00Z'),
      timeZone: 'America/Los_Angeles',
      place: 'Los Angeles',
      expiresAt: new Date('2031-12-06T22:00:00Z'),
    })
  ).id;
  postIds.offer = (
    await createPostRow(db, bizId, { kind: 'offer', title: 'Two for one', offerEndsOn: '2031-01-31' })
  ).id;
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

  test('the business feed is valid Atom: its author, a link to itself, and each post with its link', async () => {
    const origin = live.server.origin;
    const res = await live.server.fetch('/feeds/business/feed.shop.atom');
    expect(res.headers.get('content-type')).toContain('application/atom+xml');
    const feed = readAtom(await res.text());
    expect(feed.problems).toEqual([]);
    expect(feed).toMatchObject({
      id: `${origin}/feeds/business/feed.shop.atom`,
      title: 'Feed & Co on Locals Market',
      self: `${origin}/feeds/business/feed.shop.atom`,
      authors: ['Feed & Co'],
    });
    // Titles are the owners' plain text: shown as typed, never taken as markup.
    expect(feed.entries.map((e) => [e.title, e.id, e.link])).toEqual([
      ['Two for one', `urn:uuid:${postIds.offer}`, `${origin}/business/feed.shop#post-${postIds.offer}`],
      ['Candle <night>', `urn:uuid:${postIds.event}`, `${origin}/business/feed.shop#post-${postIds.event}`],
    ]);
  });

  test('an event’s entry says its time (in its own zone, as the page says it) and place; an offer’s, its last day', async () => {
    const feed = readAtom(await (await live.server.fetch('/feeds/business/feed.shop.atom')).text());
    const summary = (title: string) => feed.entries.find((e) => e.title === title)?.summary;
    // 18:00 UTC is 10 am in Los Angeles.
    expect(summary('Candle <night>')).toBe('Sat, Dec 6 · 10 am – 2 pm · Los AngelesMake your own.');
    expect(summary('Two for one')).toBe('Until Fri, Jan 31New candles are in.');
  });

  test('the state market page links the state feed of new businesses, valid Atom too', async () => {
    const origin = live.server.origin;
    const market = await (await live.server.fetch('/market?state=california')).text();
    expect(market).toContain(`href="${origin}/feeds/state/california.atom"`);
    const state = readAtom(await (await live.server.fetch('/feeds/state/california.atom')).text());
    expect(state.problems).toEqual([]);
    expect(state).toMatchObject({
      title: 'New in California on Locals Market',
      self: `${origin}/feeds/state/california.atom`,
      authors: ['Locals Market'],
    });
    expect(state.entries.find((e) => e.title === 'New: Feed & Co in Los Angeles')).toMatchObject({
      id: `urn:uuid:${bizId}`,
      link: `${origin}/business/feed.shop`,
      summary: 'Handmade goods from the neighbourhood',
    });
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
