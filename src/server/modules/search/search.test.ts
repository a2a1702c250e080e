// Search through HTTP: ranking, typos, prefixes and accents, every filter with its counts, near a
// ZIP code, open now, paging in a fair order, and bad input. Only published businesses of live
// states are ever found.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTime } from '#shared/hours/open-status.ts';
import { businessOpenRanges, businessPricingItems, businessProfiles } from '../../db/schema/index.ts';
import { cacheLookups } from '../../test/cache-lookups.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
const ids: Record<string, string> = {};

type Row = Parameters<typeof createBusinessRow>[2];
async function business(key: string, values: Row) {
  const owner = (await createUserRow(server.deps.db)).id;
  ids[key] = (
    await createBusinessRow(server.deps.db, owner, { businessUsername: key, ...values })
  ).businessId;
  return ids[key];
}

beforeAll(async () => {
  server = await startTestServer();
  await business('juniperbakery', {
    businessName: 'Juniper Bakery',
    businessCategories: ['baked-goods'],
    businessIdentities: ['black-owned', 'women-owned', 'locally-sourced'],
    businessOffering: ['made-to-order', 'pick-up-only'],
    ownerStory: 'Sourdough every morning.',
  });
  await business('storyonly', {
    businessName: 'Morning Loaves',
    businessCategories: ['coffee-tea'],
    ownerStory: 'Named for the juniper tree outside our door.',
    businessIdentities: ['women-owned'],
  });
  await business('cafeluna', {
    businessName: 'Café Luna',
    businessHeadline: 'Panadería y conchas de la abuela',
    businessCategories: ['coffee-tea'],
    businessZipCode: '90401',
    businessCity: 'Santa Monica',
    businessStructure: 'family-run',
  });
  await business('sfcandles', {
    businessName: 'Fog City Candles',
    businessZipCode: '94103',
    businessCity: 'San Francisco',
    businessRegion: 'Bay Area',
    businessIdentities: ['black-owned', 'eco-friendly'],
  });
  await business('austinbarber', {
    businessType: 'service',
    businessName: 'Eastside Barber',
    businessCategories: ['barber'],
    businessOffering: ['booking-available'],
    businessState: 'Texas',
    businessRegion: 'Austin',
    businessCity: 'Austin',
    businessZipCode: '78702',
    businessIdentities: ['veteran-owned'],
  });
  await business('pricystylist', {
    businessType: 'service',
    businessName: 'Glow Stylist',
    businessCategories: ['stylist'],
    businessOffering: ['booking-available'],
  });
  await server.deps.db.insert(businessPricingItems).values([
    { businessId: ids.austinbarber, itemName: 'Cut', itemPrice: '35.00', position: 0 },
    { businessId: ids.austinbarber, itemName: 'Cut and beard', itemPrice: '50.00', position: 1 },
    { businessId: ids.pricystylist, itemName: 'Session', itemPrice: '150.00', position: 0 },
  ]);
  // Never found: a draft, and a published business in a state that is not live.
  await business('draftbakery', { businessName: 'Juniper Draft Bakery', isPublished: false });
  await business('ohiobakery', {
    businessName: 'Juniper Ohio Bakery',
    businessState: 'Ohio',
    businessRegion: 'Columbus',
    businessCity: 'Columbus',
    businessZipCode: '43215',
  });
});
afterAll(() => server?.close());

async function search(query: string) {
  const res = await server.fetch(`/api/search?${query}`);
  expect(res.status).toBe(200);
  return res.json();
}
const usernames = (page: { items: { businessUsername: string }[] }) =>
  page.items.map((b) => b.businessUsername);
const facet = (page: { facets: Record<string, { value: string; count: number }[]> }, name: string) =>
  Object.fromEntries(page.facets[name].map((f) => [f.value, f.count]));

describe('words', () => {
  test('a name match ranks above a story match, whatever the shuffle', async () => {
    for (let i = 0; i < 5; i++)
      expect(usernames(await search('q=juniper'))).toEqual(['juniperbakery', 'storyonly']);
  });

  test('matches the category, the username, the city and the region', async () => {
    expect(usernames(await search('q=baked+goods'))).toEqual(['juniperbakery']);
    expect(usernames(await search('q=eastsidebarber'))).toEqual(['austinbarber']);
    expect(usernames(await search('q=santa+monica'))).toEqual(['cafeluna']);
    expect(usernames(await search('q=bay+area'))).toEqual(['sfcandles']);
    expect(usernames(await search('q=black-owned')).sort()).toEqual(['juniperbakery', 'sfcandles']);
  });

  test('a prefix finds the word, a typo is corrected ("did you mean"), accents do not matter', async () => {
    expect(usernames(await search('q=bak'))).toContain('juniperbakery');
    const typo = await search('q=bakry');
    expect(usernames(typo)).toEqual(['juniperbakery']);
    expect(typo.correctedQuery).toBe('bakery');
    expect(usernames(await search('q=cafe'))).toEqual(['cafeluna']);
    expect(usernames(await search('q=CAFÉ'))).toEqual(['cafeluna']);
    expect((await search('q=bakery')).correctedQuery).toBeNull();
  });

  test('Spanish words: with or without their accents, and in the plural (issue 48)', async () => {
    for (const q of ['panadería', 'panaderia', 'PANADERÍAS', 'concha'])
      expect(usernames(await search(`q=${encodeURIComponent(q)}`)), q).toEqual(['cafeluna']);
  });

  test('nothing like it: an empty page with no correction', async () => {
    const page = await search('q=zzqxv');
    expect(page).toMatchObject({ items: [], total: 0, correctedQuery: null, nextCursor: null });
  });

  test('drafts and businesses in states that are not live are never found', async () => {
    const page = await search('q=juniper+bakery');
    expect(usernames(page)).toEqual(['juniperbakery']);
    expect(usernames(await search('q=ohio'))).toEqual([]);
    expect((await search('state=ohio')).total).toBe(0);
  });
});

describe('filters and their counts', () => {
  test('with no filter, every published business of a live state, and counts for each value', async () => {
    const page = await search('');
    expect(page.total).toBe(6);
    expect(facet(page, 'state')).toEqual({ california: 5, texas: 1 });
    expect(facet(page, 'type')).toEqual({ shop: 4, service: 2 });
    expect(facet(page, 'identity')).toMatchObject({ 'black-owned': 2, 'veteran-owned': 1 });
    expect(facet(page, 'ethos')).toMatchObject({ 'eco-friendly': 1, 'locally-sourced': 1 });
    expect(facet(page, 'category')).toMatchObject({ 'coffee-tea': 2, 'baked-goods': 1 });
    expect(page.facets.state[0]).toEqual({ value: 'california', label: 'California', count: 5 });
  });

  test('state and region; the state facet still counts the other states', async () => {
    const page = await search('state=california&region=bay-area');
    expect(usernames(page)).toEqual(['sfcandles']);
    expect(facet(page, 'state')).toEqual({ california: 5, texas: 1 });
    expect(facet(page, 'region')).toMatchObject({ 'bay-area': 1, 'los-angeles': 4 });
  });

  test('several categories: any of them; the category facet counts without its own filter', async () => {
    const page = await search('category=baked-goods&category=barber');
    expect(usernames(page).sort()).toEqual(['austinbarber', 'juniperbakery']);
    expect(facet(page, 'category')).toMatchObject({
      'coffee-tea': 2,
      candles: 1,
      barber: 1,
      'baked-goods': 1,
    });
  });

  test('tags and offerings: every one chosen', async () => {
    expect(usernames(await search('identity=black-owned&ethos=eco-friendly'))).toEqual(['sfcandles']);
    expect(usernames(await search('identity=black-owned&identity=women-owned'))).toEqual(['juniperbakery']);
    expect(usernames(await search('offering=made-to-order&offering=pick-up-only'))).toEqual([
      'juniperbakery',
    ]);
    const page = await search('identity=black-owned');
    expect(facet(page, 'ethos')).toEqual({ 'eco-friendly': 1, 'locally-sourced': 1 });
  });

  test('type, structure and the starting-rate range of services', async () => {
    expect(usernames(await search('type=service')).sort()).toEqual(['austinbarber', 'pricystylist']);
    expect(usernames(await search('structure=family-run'))).toEqual(['cafeluna']);
    expect(usernames(await search('rateMax=100'))).toEqual(['austinbarber']);
    expect(usernames(await search('rateMin=100&rateMax=200'))).toEqual(['pricystylist']);
    const page = await search('type=service&state=texas');
    expect(usernames(page)).toEqual(['austinbarber']);
    expect(facet(page, 'type')).toEqual({ service: 1 });
  });

  test('words and filters combine', async () => {
    expect(usernames(await search('q=candles&identity=black-owned&state=california'))).toEqual(['sfcandles']);
    expect((await search('q=candles&state=texas')).total).toBe(0);
  });
});

describe('near a ZIP code', () => {
  test('sorts by distance between ZIP centroids, within 50 miles unless a radius is chosen, and says how far', async () => {
    const page = await search('zip=90401&type=shop');
    expect(page.near).toEqual({ zip: '90401', city: 'Santa Monica', state: 'California' });
    expect(usernames(page)[0]).toBe('cafeluna');
    expect(page.items[0].distanceMiles).toBe(0);
    expect(usernames(page).slice(1).sort()).toEqual(['juniperbakery', 'storyonly']);
    const miles = page.items.map((b: { distanceMiles: number }) => b.distanceMiles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles.at(-1)).toBeGreaterThan(10);
    // San Francisco is about 350 miles away.
    expect(usernames(page)).not.toContain('sfcandles');
  });

  test('a radius keeps only what is within it', async () => {
    // Santa Monica is about 14 miles from downtown Los Angeles.
    expect(usernames(await search('zip=90012&radius=25')).sort()).toEqual(
      ['cafeluna', 'juniperbakery', 'pricystylist', 'storyonly'].sort(),
    );
    expect(usernames(await search('zip=90012&radius=10')).sort()).toEqual(
      ['juniperbakery', 'pricystylist', 'storyonly'].sort(),
    );
    expect(usernames(await search('zip=78701&radius=5'))).toEqual(['austinbarber']);
  });

  test('without a ZIP code there is no distance', async () => {
    expect((await search('q=candles')).items[0].distanceMiles).toBeNull();
  });
});

describe('open now', () => {
  test('finds a business whose hours hold this minute in its own time zone, not one closed there', async () => {
    const now = localTime('America/Los_Angeles', new Date());
    // Open for an hour either side of now in Los Angeles (kept within the local day).
    const opens = Math.max(0, now.minute - 60);
    const closes = Math.min(1440, now.minute + 60);
    await server.deps.db.insert(businessOpenRanges).values([
      {
        businessId: ids.cafeluna,
        timeZone: 'America/Los_Angeles',
        weekday: now.weekday,
        opensMin: opens,
        closesMin: closes,
      },
      // The same clock hours in a zone 3 hours ahead (and no later than its midnight) are not now.
      {
        businessId: ids.austinbarber,
        timeZone: 'America/New_York',
        weekday: now.weekday,
        opensMin: opens,
        closesMin: closes,
      },
    ]);
    const nyNow = localTime('America/New_York', new Date());
    const page = await search('open=1');
    expect(usernames(page)).toContain('cafeluna');
    const nyOpen = nyNow.weekday === now.weekday && nyNow.minute >= opens && nyNow.minute < closes;
    expect(usernames(page).includes('austinbarber')).toBe(nyOpen);
    expect(usernames(page)).not.toContain('juniperbakery');
  });
});

describe('paging in a fair order', () => {
  let many: string[] = [];
  beforeAll(async () => {
    many = [];
    for (let i = 0; i < 15; i++)
      many.push(
        await business(`potter${i}`, {
          businessName: `Clay Studio ${i}`,
          businessCategories: ['pottery-ceramics'],
        }),
      );
  });

  async function walk(query: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(12);
      seen.push(...page.items.map((b: { businessId: string }) => b.businessId));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  test('Load More pages through every match once, 12 a page', async () => {
    const seen = await walk('category=pottery-ceramics');
    expect(seen).toHaveLength(15);
    expect([...seen].sort()).toEqual([...many].sort());
  });

  test('equal matches come in a different order on different visits', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 6; i++) orders.add((await walk('q=clay+studio')).join());
    expect(orders.size).toBeGreaterThan(1);
  });

  test('near a place, pages follow the distance', async () => {
    const seen = await walk('zip=90012&category=pottery-ceramics');
    expect(seen).toHaveLength(15);
  });
});

describe('first pages shared between visits (first-pages.ts)', () => {
  const lookups = () => cacheLookups(server, 'search-first-pages');

  test('a search asked again is answered from memory, yet any change shows at once', async () => {
    const before = await lookups();
    // 40 visits over 16 start points: some share one.
    for (let i = 0; i < 40; i++) expect(usernames(await search('q=sourdough'))).toEqual(['juniperbakery']);
    const after = await lookups();
    expect(after.hit + after.miss - before.hit - before.miss).toBe(40);
    expect(after.hit).toBeGreaterThan(before.hit);
    expect(after.miss - before.miss).toBeLessThanOrEqual(16);

    // A write straight to the database, not through the API, still counts as a change.
    await server.deps.db
      .update(businessProfiles)
      .set({ ownerStory: 'Rye every morning.' })
      .where(eq(businessProfiles.businessId, ids.juniperbakery));
    for (let i = 0; i < 20; i++) expect((await search('q=sourdough')).items).toEqual([]);
    await server.deps.db
      .update(businessProfiles)
      .set({ ownerStory: 'Sourdough every morning.' })
      .where(eq(businessProfiles.businessId, ids.juniperbakery));
    expect(usernames(await search('q=sourdough'))).toEqual(['juniperbakery']);
  });
});

describe('bad input is a 400 naming the field; nothing is ignored', () => {
  test.each([
    ['category=candle', 'category', 'Unknown category.'],
    ['identity=eco-friendly', 'identity', 'Unknown identity tag.'],
    ['ethos=black-owned', 'ethos', 'Unknown ethos tag.'],
    ['offering=teleport', 'offering', 'Unknown offering.'],
    ['structure=empire', 'structure', 'Unknown structure.'],
    ['type=robot', 'type', 'Choose shops or services.'],
    ['state=atlantis', 'state', 'Unknown state.'],
    ['state=california&region=moon', 'region', 'Unknown region.'],
    ['region=bay-area', 'region', 'Choose a state first.'],
    ['radius=10', 'radius', 'Enter a ZIP code to search by distance.'],
    ['zip=90012&radius=7', 'radius', 'Choose 5, 10, 25 or 50 miles.'],
    ['zip=00000', 'zip', 'Unknown ZIP code.'],
    ['zip=9001', 'zip', 'Must be a valid ZIP code.'],
    ['rateMin=50&rateMax=10', 'rateMin', 'The lowest rate must not be above the highest.'],
    ['rateMin=cheap', 'rateMin', 'Enter an amount such as 40 or 40.50.'],
    ['open=yes', 'open', 'Use open=1.'],
    ['cursor=bm9wZQ', 'cursor', 'Invalid cursor.'],
    ['color=green', 'color', 'Unknown field.'],
    ['q=%00bread', 'q', 'Remove control characters (such as invisible or NUL characters).'],
  ])('%s', async (query, field, message) => {
    const res = await server.fetch(`/api/search?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBe(message);
  });
});

describe('the nearest ZIP code to a point', () => {
  test('downtown Los Angeles', async () => {
    const res = await server.fetch('/api/zips/nearest?lat=34.05&lng=-118.25');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ city: 'Los Angeles', state: 'California' });
  });
  test('the middle of the Pacific has none; a malformed point is 400', async () => {
    expect((await server.fetch('/api/zips/nearest?lat=30&lng=-140')).status).toBe(404);
    expect((await server.fetch('/api/zips/nearest?lat=north&lng=-118')).status).toBe(400);
  });
});
