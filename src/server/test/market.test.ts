// Recent businesses and market pages: random per visit, no duplicates or omissions, cacheable.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { cacheLookups } from './cache-lookups.ts';
import { createBusinessRow, createUserRow } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let ownerId: string;
const texasIds: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  ownerId = (await createUserRow(server.deps.db)).id;
  for (let i = 0; i < 20; i++) {
    const region = i % 2 ? 'Austin' : 'Houston';
    const row = await createBusinessRow(server.deps.db, ownerId, {
      businessState: 'Texas',
      businessRegion: region,
      businessCity: region,
    });
    texasIds.push(row.businessId);
  }
  await createBusinessRow(server.deps.db, ownerId, { businessState: 'Texas', isPublished: false });
});
afterAll(() => server?.close());

async function walk(query: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await server.fetch(`/api/market?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.items.length).toBeLessThanOrEqual(6);
    seen.push(...page.items.map((b: { businessId: string }) => b.businessId));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { seen, pages };
}

describe('market pages', () => {
  test('walks every published business of a state once, 6 per page', async () => {
    const { seen, pages } = await walk('state=texas');
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...texasIds].sort());
  });

  test('each visit starts somewhere else in the order', async () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 8; i++) firsts.add((await walk('state=texas')).seen.join(','));
    expect(firsts.size).toBeGreaterThan(1);
  });

  test('each card carries its ZIP code centroid as its pin (the map), never more precise', async () => {
    const page = await (await server.fetch('/api/market?state=texas')).json();
    const [zip] = await queryRows<{ lng: number; lat: number }>(
      server.deps.db,
      sql`select longitude as lng, latitude as lat from us_zips where zip = '90012'`,
    );
    for (const item of page.items) expect(item.pin).toEqual(zip);
  });

  test('a region narrows the list', async () => {
    const { seen } = await walk('state=texas&region=austin');
    expect(seen).toHaveLength(10);
  });

  test('concurrent inserts never cause duplicates or omissions of rows that existed at the start', async () => {
    const before = new Set(texasIds);
    const seen: string[] = [];
    let cursor: string | null = null;
    let i = 0;
    do {
      const res = await server.fetch(`/api/market?state=texas${cursor ? `&cursor=${cursor}` : ''}`);
      const page = await res.json();
      seen.push(...page.items.map((b: { businessId: string }) => b.businessId));
      cursor = page.nextCursor;
      await Promise.all(
        [0, 1, 2].map(() =>
          createBusinessRow(server.deps.db, ownerId, { businessState: 'Texas', businessRegion: 'Austin' }),
        ),
      );
      i += 1;
    } while (cursor && i < 100);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });

  test('the empty market of a live state answers an empty page', async () => {
    const res = await server.fetch('/api/market?state=alabama');
    expect(await res.json()).toEqual({ items: [], nextCursor: null });
  });

  test('unknown state, not-live state, unknown region and a bad cursor are clear 4xx', async () => {
    expect((await server.fetch('/api/market?state=atlantis')).status).toBe(404);
    const notLive = await server.fetch('/api/market?state=new-york');
    expect(notLive.status).toBe(404);
    expect((await notLive.json()).error.code).toBe('state_not_live');
    expect((await server.fetch('/api/market?state=texas&region=nowhere')).status).toBe(404);
    expect((await server.fetch('/api/market?state=texas&cursor=garbage')).status).toBe(400);
    expect((await server.fetch('/api/market')).status).toBe(400);
    expect((await server.fetch('/api/market?state=texas&limit=1000')).status).toBe(400);
  });

  test('later pages are cacheable for 5 minutes with an ETag', async () => {
    const first = await (await server.fetch('/api/market?state=texas')).json();
    const res = await server.fetch(`/api/market?state=texas&cursor=${first.nextCursor}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.fetch(`/api/market?state=texas&cursor=${first.nextCursor}`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });
});

describe('first pages shared between visits (first-pages.ts)', () => {
  const lookups = () => cacheLookups(server, 'market-first-pages');

  test('a market asked again is answered from memory, yet any change shows at once', async () => {
    const before = await lookups();
    // 40 visits over 16 start points: some share one.
    for (let i = 0; i < 40; i++)
      expect((await (await server.fetch('/api/market?state=texas')).json()).items).toHaveLength(6);
    const after = await lookups();
    expect(after.hit + after.miss - before.hit - before.miss).toBe(40);
    expect(after.hit).toBeGreaterThan(before.hit);
    expect(after.miss - before.miss).toBeLessThanOrEqual(16);

    // A write straight to the database, not through the API, still counts as a change.
    const renamed = 'Renamed While Shown';
    await server.deps.db.execute(
      sql`update business_profiles set business_name = ${renamed} where business_state = 'Texas'`,
    );
    const names = (await (await server.fetch('/api/market?state=texas')).json()).items.map(
      (b: { businessName: string }) => b.businessName,
    );
    expect(names).toEqual(Array(6).fill(renamed));
  });
});

describe('recent businesses', () => {
  test('the 3 most recent published businesses, cacheable', async () => {
    const latest = await createBusinessRow(server.deps.db, ownerId, { businessName: 'Newest Shop' });
    await createBusinessRow(server.deps.db, ownerId, { businessName: 'Hidden Draft', isPublished: false });
    const res = await server.fetch('/api/businesses/recent');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { items } = await res.json();
    expect(items).toHaveLength(3);
    expect(items[0].businessId).toBe(latest.businessId);
    expect(items.map((b: { businessName: string }) => b.businessName)).not.toContain('Hidden Draft');
  });
});

describe('card photos', () => {
  test('cards carry the small variants of the first three product photos; the logo stays the image', async () => {
    const photo = (n: number) => `/media/product-photos/x/p${n}.jpg`;
    await createBusinessRow(server.deps.db, ownerId, {
      businessName: 'Photo Strip',
      businessLogoUrl: '/media/business-logos/x/logo.png',
      productPhotos: [1, 2, 3, 4, 5].map(photo),
    });
    const { items } = await (await server.fetch('/api/businesses/recent')).json();
    const card = items.find((b: { businessName: string }) => b.businessName === 'Photo Strip');
    expect(card.cardPhotos).toEqual([
      '/media/product-photos/x/p1.card.webp',
      '/media/product-photos/x/p2.card.webp',
      '/media/product-photos/x/p3.card.webp',
    ]);
    expect(card.imageUrl).toBe('/media/business-logos/x/logo.card.webp');
  });
});
