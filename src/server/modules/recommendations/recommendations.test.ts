// Recommendations through HTTP: a day-old confirmed shopper recommends a business once (a note is
// optional), edits and withdraws it; the page shows the count and the notes with a first name or
// username and a city, never an email; the owner answers once; the owner cannot recommend any
// business of their own account; bad input changes nothing; cards carry the count; "Recommended"
// filters the search; and the market's order for one shuffle start is the same with or without.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { businessProfiles, businessRecommendations, users } from '../../db/schema/index.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { serverWithMailForFile } from '../../test/harness.ts';
import { encodeCursor, startCursor } from '../market/market-cursor.ts';
import { call, type Person, person } from '../operators/operator-test-kit.ts';
import { DAY, HOUR, pageNotes, recommendAs, shopper, withdrawAs } from './recommend-test-kit.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });
let owner: Person;
let ana: Person;
let bo: Person;
let shop: string;
let ownerOther: string;
let draft: string;

const db = () => live.server.deps.db;
const countOf = async (id: string) =>
  (await db().select().from(businessProfiles).where(eq(businessProfiles.businessId, id)))[0]
    .recommendationCount;

beforeAll(async () => {
  owner = await shopper(live.server, live.smtp, 'recowner');
  ana = await shopper(live.server, live.smtp, 'recana', 3 * DAY, { firstName: 'Ana', zip: '90012' });
  bo = await shopper(live.server, live.smtp, 'recbo');
  shop = (await createBusinessRow(db(), owner.id, { businessUsername: 'rec-candles' })).businessId;
  ownerOther = (await createBusinessRow(db(), owner.id, { businessUsername: 'rec-second' })).businessId;
  draft = (await createBusinessRow(db(), bo.id, { businessUsername: 'rec-draft', isPublished: false }))
    .businessId;
});

describe('recommending', () => {
  test('a shopper recommends with a note: the count and the note show, with a first name and city, no email', async () => {
    const res = await recommendAs(live.server, ana, shop, '  Kind people, lovely candles.  ');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.recommendation).toMatchObject({ note: 'Kind people, lovely candles.', status: 'counted' });
    expect(body.refusal).toBeNull();
    const page = await pageNotes(live.server, 'rec-candles');
    expect(page.count).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        name: 'Ana',
        city: 'Los Angeles',
        note: 'Kind people, lovely candles.',
        reply: null,
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain('@example.test');
    const business = await (await live.server.fetch('/api/businesses/by-username/rec-candles')).json();
    expect(business.recommendationCount).toBe(1);
  });

  test('recommending again edits the note; one recommendation per person', async () => {
    const res = await recommendAs(live.server, ana, shop, 'Even better the second time.');
    expect(res.status).toBe(200);
    expect(await countOf(shop)).toBe(1);
    expect((await pageNotes(live.server, 'rec-candles')).items[0].note).toBe('Even better the second time.');
  });

  test('without a note it counts but shows no note; a username names a person without a first name', async () => {
    expect((await recommendAs(live.server, bo, shop)).status).toBe(200);
    expect(await countOf(shop)).toBe(2);
    const page = await pageNotes(live.server, 'rec-candles');
    expect(page.count).toBe(2);
    expect(page.items).toHaveLength(1);
    expect((await recommendAs(live.server, bo, shop, 'Fast and friendly.')).status).toBe(200);
    const names = (await pageNotes(live.server, 'rec-candles')).items.map((n) => [n.name, n.city]);
    expect(names).toEqual([
      ['recbo', null],
      ['Ana', 'Los Angeles'],
    ]);
  });

  test('the owner answers a note once, publicly; nobody else can', async () => {
    const note = (await pageNotes(live.server, 'rec-candles')).items.find((n) => n.name === 'Ana')!;
    const path = `/api/businesses/${shop}/recommendations/${note.id}/reply`;
    const reply = (who: Person, text: string) =>
      call(live.server, who, path, { method: 'PUT', json: { text } });
    expect((await reply(ana, 'Not mine to answer')).status).toBe(403);
    const wrongBusiness = await call(
      live.server,
      owner,
      `/api/businesses/${ownerOther}/recommendations/${note.id}/reply`,
      {
        method: 'PUT',
        json: { text: 'Wrong shop' },
      },
    );
    expect(wrongBusiness.status).toBe(404);
    expect((await reply(owner, '')).status).toBe(400);
    const res = await reply(owner, 'Thank you, Ana!');
    expect(res.status).toBe(200);
    expect((await res.json()).reply.text).toBe('Thank you, Ana!');
    const again = await reply(owner, 'Thanks again');
    expect(again.status).toBe(409);
    const shown = (await pageNotes(live.server, 'rec-candles')).items.find((n) => n.id === note.id)!;
    expect(shown.reply?.text).toBe('Thank you, Ana!');
  });

  test('the shopper withdraws: the count and the note go', async () => {
    const res = await withdrawAs(live.server, bo, shop);
    expect(res.status).toBe(200);
    expect((await res.json()).recommendation).toBeNull();
    expect(await countOf(shop)).toBe(1);
    expect((await pageNotes(live.server, 'rec-candles')).items.map((n) => n.name)).toEqual(['Ana']);
    expect((await withdrawAs(live.server, bo, shop)).status).toBe(200);
    expect(await countOf(shop)).toBe(1);
  });
});

test('the owner’s insights count recommendations per week beside views and favourites', async () => {
  const body = await (await call(live.server, owner, `/api/businesses/${shop}/insights`)).json();
  expect(body.recommendations).toBe(1);
  expect(body.weekly).toHaveLength(4);
  expect(body.weekly.at(-1)).toMatchObject({ recommendations: 1, favorites: 0 });
  expect((await call(live.server, ana, `/api/businesses/${shop}/insights`)).status).toBe(403);
});

test('a person’s data download lists what they recommend', async () => {
  const body = await (await call(live.server, ana, '/api/me/export')).json();
  expect(body.recommendations).toEqual([
    expect.objectContaining({
      businessId: shop,
      note: 'Even better the second time.',
      status: 'counted',
      hidden: false,
    }),
  ]);
});

describe('who may recommend', () => {
  test('an owner cannot recommend their own business, nor another of the same account', async () => {
    for (const id of [shop, ownerOther]) {
      const res = await recommendAs(live.server, owner, id, 'My own!');
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('own_business');
    }
    const mine = await (await call(live.server, owner, `/api/businesses/${shop}/recommendation`)).json();
    expect(mine.refusal.code).toBe('own_business');
    expect(await countOf(shop)).toBe(1);
  });

  test('a day-old account is needed; a newer one is told when it can', async () => {
    const fresh = await shopper(live.server, live.smtp, 'recfresh', 2 * HOUR);
    const res = await recommendAs(live.server, fresh, shop, 'Too soon?');
    expect(res.status).toBe(403);
    const { error } = await res.json();
    expect(error.code).toBe('account_too_new');
    expect(error.message).toMatch(
      /^You can recommend from [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (am|pm) UTC\.$/,
    );
    const from = new Date(error.allowed_from).getTime();
    expect(Math.abs(from - (Date.now() + 22 * HOUR))).toBeLessThan(60_000);
    expect(await countOf(shop)).toBe(1);
    // A day later (its created_at moved back), the same account may.
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - DAY - HOUR) })
      .where(eq(users.id, fresh.id));
    expect((await recommendAs(live.server, fresh, shop, 'Now it counts.')).status).toBe(200);
    expect(await countOf(shop)).toBe(2);
    await withdrawAs(live.server, fresh, shop);
  });

  test('the time is said in the zone of the person’s ZIP code', async () => {
    const denver = await shopper(live.server, live.smtp, 'recdenver', HOUR, { zip: '80202' });
    const { error } = await (await recommendAs(live.server, denver, shop)).json();
    expect(error.message).toMatch(/^You can recommend from [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (am|pm)\.$/);
  });

  test('an unconfirmed email cannot recommend; anonymous is asked to sign in', async () => {
    const unconfirmed = await person(live.server, live.smtp, 'recunconf');
    await db()
      .update(users)
      .set({ emailVerified: false, createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(users.id, unconfirmed.id));
    const res = await recommendAs(live.server, unconfirmed, shop);
    expect([401, 403]).toContain(res.status);
    expect((await recommendAs(live.server, null, shop)).status).toBe(401);
    expect(await countOf(shop)).toBe(1);
  });

  test('bad input is a clear 400 and changes nothing; drafts and unknown businesses are not found', async () => {
    const before = await db().select().from(businessRecommendations);
    const long = await recommendAs(live.server, ana, shop, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.note).toBe('Your note must be at most 500 characters.');
    const extra = await call(live.server, ana, `/api/businesses/${shop}/recommendation`, {
      method: 'PUT',
      json: { note: 'ok', stars: 5 },
    });
    expect(extra.status).toBe(400);
    expect((await recommendAs(live.server, ana, draft, 'A draft')).status).toBe(404);
    expect((await recommendAs(live.server, ana, crypto.randomUUID(), 'Nobody')).status).toBe(404);
    expect((await recommendAs(live.server, ana, 'not-an-id', 'Nobody')).status).toBe(404);
    expect(await db().select().from(businessRecommendations)).toEqual(before);
    expect((await live.server.fetch('/api/businesses/by-username/rec-draft/recommendations')).status).toBe(
      404,
    );
    expect(
      (await live.server.fetch('/api/businesses/by-username/rec-candles/recommendations?cursor=zz')).status,
    ).toBe(400);
  });

  test('notes page newest first with a cursor', async () => {
    const many = await createBusinessRow(db(), owner.id, { businessUsername: 'rec-many' });
    const rows = Array.from({ length: 12 }, (_, i) => i);
    for (const i of rows) {
      const who = await createUserRow(db(), `recpage${i}`);
      await db()
        .insert(businessRecommendations)
        .values({
          businessId: many.businessId,
          userId: who.id,
          note: `Note ${i}`,
          createdAt: new Date(Date.now() - (12 - i) * HOUR),
        });
    }
    const first = await pageNotes(live.server, 'rec-many');
    expect(first.count).toBe(12);
    expect(first.items.map((n) => n.note)).toEqual(
      rows
        .slice(2)
        .reverse()
        .map((i) => `Note ${i}`),
    );
    const next = await (
      await live.server.fetch(
        `/api/businesses/by-username/rec-many/recommendations?cursor=${first.nextCursor}`,
      )
    ).json();
    expect(next.items.map((n: { note: string }) => n.note)).toEqual(['Note 1', 'Note 0']);
    expect(next.nextCursor).toBeNull();
  });
});

describe('cards, search and the market', () => {
  test('cards carry the count; "Recommended" keeps only recommended businesses', async () => {
    const search = await (await live.server.fetch('/api/search?q=rec-candles&state=california')).json();
    const all = await (await live.server.fetch('/api/search?state=california')).json();
    const card = all.items.find((b: { businessId: string }) => b.businessId === shop);
    expect(card.recommendationCount).toBe(1);
    expect(search.items).toBeDefined();
    const recommended = await (await live.server.fetch('/api/search?state=california&recommended=1')).json();
    expect(recommended.items.length).toBeGreaterThan(0);
    for (const b of recommended.items) expect(b.recommendationCount).toBeGreaterThan(0);
    expect(recommended.total).toBeLessThan(all.total);
    expect((await live.server.fetch('/api/search?recommended=yes')).status).toBe(400);
  });

  test('market order for one shuffle start is the same with and without recommendations', async () => {
    const seller = await createUserRow(db(), 'recseller');
    const ids: string[] = [];
    for (let i = 0; i < 9; i++)
      ids.push(
        (
          await createBusinessRow(db(), seller.id, {
            businessState: 'Texas',
            businessRegion: 'Austin',
            businessCity: 'Austin',
          })
        ).businessId,
      );
    const walk = async () => {
      const seen: string[] = [];
      let cursor: string | null = encodeCursor(startCursor(1_234_567_890));
      while (cursor) {
        const page = await (await live.server.fetch(`/api/market?state=texas&cursor=${cursor}`)).json();
        seen.push(...page.items.map((b: { businessId: string }) => b.businessId));
        cursor = page.nextCursor;
      }
      return seen;
    };
    const before = await walk();
    expect(before).toHaveLength(9);
    // The last three in the order get recommendations (most to the very last): one through HTTP,
    // the others as rows (the trigger keeps the counter either way).
    expect((await recommendAs(live.server, ana, before[8], 'Great')).status).toBe(200);
    for (const [i, id] of before.slice(-3).entries())
      for (let n = 0; n < (i === 2 ? 2 : i + 1); n++) {
        const who = await createUserRow(db(), `recmarket${i}${n}`);
        await db().insert(businessRecommendations).values({ businessId: id, userId: who.id });
      }
    expect(await countOf(before[8])).toBe(3);
    expect(await walk()).toEqual(before);
  });
});
