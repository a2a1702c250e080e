// The index against the oracle (oracle-sql.ts: every match read and sorted in plain SQL, the rules
// search followed before the index): a few hundred varied businesses, random searches of every
// shape (words, two words, prefixes, typos, stop words, categories, tags, offerings, states and
// regions, type and rates, ZIP codes and radii, map boxes, open now at fixed moments, recommended),
// each paged through to its end from a random start: the same businesses in the same order, the
// same total and facets. Then the marketplace changes (edits, hides, publishes, deletes, moves,
// hours) and the change feed tells the index: the answers must follow.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATEGORIES, ETHOS_TAGS, IDENTITY_TAGS, OFFERINGS, STRUCTURES } from '#shared/catalogues/index.ts';
import { emptyWeek } from '#shared/hours/hours-schema.ts';
import { type SearchQueryInput, searchQuerySchema } from '#shared/search/search-query.ts';
import type { SearchPage } from '#shared/types/search.ts';
import type { Change, ChangeFeed, ChangeListener } from '../../../changes/change.ts';
import { businessPricingItems, businessProfiles } from '../../../db/schema/index.ts';
import { createBusinessRow, createUserRow } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { stateCache } from '../../geography/state-cache.ts';
import { saveHours } from '../../hours/hours.service.ts';
import { type Labels, shapeFacets } from '../facet-shape.ts';
import { zonesNow } from '../open-now.ts';
import { searchService } from '../search.service.ts';
import { correctedWords } from '../spelling.ts';
import { searchWords } from '../tsquery.ts';
import { indexKeeper } from './index-keeper.ts';
import { type OracleSearch, oracleFacets, oracleRows } from './oracle-sql.ts';

/** A change feed this test drives: each emitted change reaches the listeners; settled() awaits them. */
class TestFeed implements ChangeFeed {
  private listeners = new Set<ChangeListener>();
  private pending: Promise<unknown>[] = [];
  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(change: Change) {
    this.pending.push(Promise.all([...this.listeners].map((l) => l(change))));
  }
  async settled() {
    await Promise.all(this.pending);
  }
}

// A small deterministic random source, so a failure can be run again.
let seed = 43;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const some = <T>(list: readonly T[], max: number): T[] => [
  ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list))),
];

const WORDS = [
  'golden',
  'bakery',
  'candle',
  'coffee',
  'river',
  'moon',
  'taco',
  'vintage',
  'garden',
  'studio',
  'café',
  'crème',
  'barber',
  'juniper',
  'salt',
  'honey',
  'the',
];
const PLACES = [
  { state: 'California', region: 'Los Angeles', zip: '90012', city: 'Los Angeles' },
  { state: 'California', region: 'Los Angeles', zip: '90026', city: 'Los Angeles' },
  { state: 'California', region: 'Los Angeles', zip: '90401', city: 'Santa Monica' },
  { state: 'California', region: 'Los Angeles', zip: '91101', city: 'Pasadena' },
  { state: 'California', region: 'Los Angeles', zip: '90802', city: 'Long Beach' },
  { state: 'California', region: 'Bay Area', zip: '94103', city: 'San Francisco' },
  { state: 'California', region: 'Bay Area', zip: '94607', city: 'Oakland' },
  { state: 'Texas', region: 'Austin', zip: '78701', city: 'Austin' },
  { state: 'Texas', region: 'Austin', zip: '78702', city: 'Austin' },
  { state: 'Florida', region: 'South Florida', zip: '33101', city: 'Miami' },
  { state: 'Ohio', region: 'Columbus', zip: '43215', city: 'Columbus' },
];
const REGION_QUERIES = [
  { state: 'california', region: 'los-angeles' },
  { state: 'california', region: 'bay-area' },
  { state: 'texas', region: 'austin' },
  { state: 'california' },
  { state: 'florida' },
];
const ZIPS = ['90012', '90401', '94103', '78702', '33101'];
const BOXES = ['-118.6,33.9,-118.1,34.2', '-118.52,33.99,-118.47,34.03', '-125,24,-66,50', '-123,37,-122,38'];
const MOMENTS = ['2026-11-25T18:00:00Z', '2026-11-28T08:00:00Z', '2026-11-29T20:30:00Z'];
const CATEGORY_SLUGS = CATEGORIES.slice(0, 8).map((c) => c.slug);
const IDENTITY = IDENTITY_TAGS.slice(0, 4).map((t) => t.slug);
const ETHOS = ETHOS_TAGS.slice(0, 3).map((t) => t.slug);
const OFFERING_SLUGS = OFFERINGS.slice(0, 4).map((o) => o.slug);
const STRUCTURE_SLUGS = STRUCTURES.slice(0, 3).map((o) => o.slug);

let server: TestServer;
const feed = new TestFeed();
const ids: string[] = [];
const phrase = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

async function addBusiness(published = random() > 0.1) {
  const owner = (await createUserRow(server.deps.db)).id;
  const place = random() < 0.05 ? PLACES[10] : pick(PLACES.slice(0, 10));
  const service = random() < 0.3;
  const row = await createBusinessRow(server.deps.db, owner, {
    businessName: phrase(1 + Math.floor(random() * 2)),
    businessHeadline: phrase(2),
    ownerStory: phrase(4),
    businessType: service ? 'service' : 'shop',
    businessState: place.state,
    businessRegion: place.region,
    businessZipCode: place.zip,
    businessCity: place.city,
    businessCategories: some(CATEGORY_SLUGS, 2),
    businessIdentities: [...some(IDENTITY, 2), ...(random() < 0.5 ? some(ETHOS, 2) : [])],
    businessOffering: some(OFFERING_SLUGS, 2),
    businessStructure: pick(STRUCTURE_SLUGS),
    recommendationCount: random() < 0.2 ? 1 + Math.floor(random() * 3) : 0,
    isPublished: published,
  });
  if (service && random() < 0.7)
    await server.deps.db.insert(businessPricingItems).values(
      Array.from({ length: 1 + Math.floor(random() * 2) }, (_, i) => ({
        businessId: row.businessId,
        itemName: `Item ${i}`,
        itemPrice: (10 + Math.floor(random() * 140)).toFixed(2),
        position: i,
      })),
    );
  if (random() < 0.4) await hours(row);
  ids.push(row.businessId);
  return row;
}

async function hours(row: { businessId: string; businessZipCode: string | null }) {
  const range = () => {
    const opens = 6 + Math.floor(random() * 8);
    const closes = opens + 2 + Math.floor(random() * 14);
    const time = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    return [{ opens: time(opens), closes: time(closes) }];
  };
  const week = emptyWeek();
  for (const day of some(Object.keys(week) as (keyof typeof week)[], 6)) week[day] = range();
  await saveHours(server.deps.db, row, { week, byAppointment: false, note: null });
}

function randomQuery(): { input: SearchQueryInput; moment: string } {
  const input: Record<string, unknown> = {};
  const r = random();
  if (r < 0.35) input.q = pick(WORDS);
  else if (r < 0.5) input.q = `${pick(WORDS)} ${pick(WORDS)}`;
  else if (r < 0.6) input.q = pick(WORDS).slice(0, 3);
  else if (r < 0.7) {
    const w = pick(WORDS.filter((x) => x.length > 4));
    const at = 1 + Math.floor(random() * (w.length - 2));
    input.q = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  }
  if (random() < 0.25) Object.assign(input, pick(REGION_QUERIES));
  if (random() < 0.2) input.category = some(CATEGORY_SLUGS, 2);
  if (random() < 0.15) input.identity = some(IDENTITY, 1);
  if (random() < 0.1) input.ethos = some(ETHOS, 1);
  if (random() < 0.1) input.offering = some(OFFERING_SLUGS, 1);
  if (random() < 0.1) input.structure = pick(STRUCTURE_SLUGS);
  if (random() < 0.15) input.type = pick(['shop', 'service']);
  if (random() < 0.08)
    Object.assign(input, { rateMin: '20', rateMax: String(40 + Math.floor(random() * 100)) });
  if (random() < 0.25) {
    input.zip = pick(ZIPS);
    if (random() < 0.6) input.radius = pick(['5', '10', '25', '50']);
  }
  if (random() < 0.12) input.bbox = pick(BOXES);
  if (random() < 0.15) input.open = '1';
  if (random() < 0.08) input.recommended = '1';
  return { input: input as SearchQueryInput, moment: pick(MOMENTS) };
}

async function labelsFor(stateSlug: string | undefined): Promise<Labels> {
  const states = stateCache(server.deps.db, server.deps.caches);
  const [all, regions] = await Promise.all([states.list(), stateSlug ? states.regions(stateSlug) : []]);
  return {
    state: (name) => all.filter((s) => s.name === name).map((s) => ({ value: s.slug, label: s.name }))[0],
    region: (name) =>
      regions.filter((r) => r.name === name).map((r) => ({ value: r.slug, label: r.name }))[0],
  };
}

/** The oracle's answer to a query: every match in order from `start`, and the facets. */
async function expected(input: SearchQueryInput, moment: string, start: number) {
  const query = searchQuerySchema.parse(input);
  const states = stateCache(server.deps.db, server.deps.caches);
  const s: OracleSearch = {
    words: searchWords(query.q).length ? searchWords(query.q) : null,
    type: query.type,
    categories: query.category,
    offerings: query.offering,
    tags: [...(query.identity ?? []), ...(query.ethos ?? [])],
    structure: query.structure,
    openNow: query.open ? zonesNow(new Date(moment)) : undefined,
    recommended: query.recommended === '1',
    box: query.bbox,
  };
  if (query.rateMin !== undefined || query.rateMax !== undefined)
    s.rate = { min: query.rateMin, max: query.rateMax };
  if (query.state) {
    const state = await states.state(query.state);
    s.state = state?.name;
    if (query.region && state) s.region = (await states.region(state.slug, query.region))?.name;
  }
  if (query.zip) {
    const [z] = await server.deps.db
      .execute(sql`select latitude as lat, longitude as lng from us_zips where zip = ${query.zip}`)
      .then((r) => (r as unknown as { rows: { lat: number; lng: number }[] }).rows);
    s.near = { lat: Number(z.lat), lng: Number(z.lng), radiusMiles: query.radius ?? 50 };
  }
  let rows = await oracleRows(server.deps.db, s, start);
  let corrected: string | null = null;
  if (!rows.length && s.words) {
    const fixed = await correctedWords(server.deps.db, s.words);
    if (fixed) {
      const retried = await oracleRows(server.deps.db, { ...s, words: fixed }, start);
      if (retried.length) {
        rows = retried;
        s.words = fixed;
        corrected = fixed.join(' ');
      }
    }
  }
  const facets = shapeFacets(
    await oracleFacets(server.deps.db, s),
    Boolean(s.state),
    await labelsFor(query.state),
  );
  return { rows, facets, corrected };
}

/** The index's answer, paged to its end. */
async function actual(input: SearchQueryInput, moment: string, start: number) {
  const search = searchService(
    server.deps.db,
    stateCache(server.deps.db, server.deps.caches),
    () => new Date(moment),
    keeper,
  );
  const pages: SearchPage[] = [await search(searchQuerySchema.parse(input), start)];
  while (pages.at(-1)?.nextCursor && pages.length < 100)
    pages.push(await search(searchQuerySchema.parse({ ...input, cursor: pages.at(-1)?.nextCursor })));
  return pages;
}

/** How many searches found something, and ran past one page (the comparisons must mean something). */
const seen = { found: 0, paged: 0, corrected: 0, near: 0 };

async function compare(count: number) {
  for (let n = 0; n < count; n++) {
    const { input, moment } = randomQuery();
    const start = Math.floor(random() * 2147483647);
    const want = await expected(input, moment, start);
    const pages = await actual(input, moment, start);
    const label = JSON.stringify({ input, moment, start });
    const got = pages.flatMap((p) => p.items);
    expect(
      got.map((i) => i.businessId),
      label,
    ).toEqual(want.rows.map((r) => r.id));
    expect(
      got.map((i) => i.distanceMiles),
      label,
    ).toEqual(want.rows.map((r) => (r.tenths === null ? null : r.tenths / 10)));
    expect(pages[0].total, label).toBe(want.rows.length);
    expect(pages[0].totalEstimated, label).toBe(false);
    expect(pages[0].facets, label).toEqual(want.facets);
    expect(pages[0].correctedQuery, label).toBe(want.corrected);
    if (got.length) seen.found++;
    if (pages.length > 1) seen.paged++;
    if (want.corrected) seen.corrected++;
    if (input.zip && got.length) seen.near++;
  }
}

let keeper: ReturnType<typeof indexKeeper>;

beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < 300; i++) await addBusiness();
  keeper = indexKeeper(server.deps.db, feed);
  await keeper.ready();
}, 300_000);
afterAll(async () => {
  keeper?.close();
  await server?.close();
});

const changed = async (id: string) => {
  const [row] = await server.deps.db
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, id));
  return {
    id,
    username: row?.businessUsername ?? null,
    state: row?.businessState ?? null,
    region: row?.businessRegion ?? null,
  };
};

describe('the index answers as the SQL did', () => {
  test('150 random searches, every page', async () => {
    await compare(150);
    expect(seen.found).toBeGreaterThan(90);
    expect(seen.paged).toBeGreaterThan(20);
    expect(seen.corrected).toBeGreaterThan(0);
    expect(seen.near).toBeGreaterThan(10);
  }, 180_000);

  test('after edits, hides, publishes, deletes, moves and new hours told by the feed', async () => {
    const db = server.deps.db;
    const touched: string[] = [];
    for (let i = 0; i < 40; i++) {
      const id = pick(ids);
      const what = random();
      if (what < 0.25)
        await db
          .update(businessProfiles)
          .set({ businessName: phrase(2) })
          .where(eq(businessProfiles.businessId, id));
      else if (what < 0.4)
        await db
          .update(businessProfiles)
          .set({ isPublished: false })
          .where(eq(businessProfiles.businessId, id));
      else if (what < 0.55)
        await db
          .update(businessProfiles)
          .set({ isPublished: true })
          .where(eq(businessProfiles.businessId, id));
      else if (what < 0.65) await db.delete(businessProfiles).where(eq(businessProfiles.businessId, id));
      else if (what < 0.8) {
        const place = pick(PLACES);
        await db
          .update(businessProfiles)
          .set({
            businessState: place.state,
            businessRegion: place.region,
            businessZipCode: place.zip,
            businessCity: place.city,
          })
          .where(eq(businessProfiles.businessId, id));
      } else {
        const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.businessId, id));
        if (row) await hours(row);
      }
      touched.push(id);
    }
    for (let i = 0; i < 10; i++) touched.push((await addBusiness(true)).businessId);
    // One change per business, as the triggers tell them, some together.
    for (let i = 0; i < touched.length; i += 3)
      feed.emit({ kind: 'businesses', businesses: await Promise.all(touched.slice(i, i + 3).map(changed)) });
    await feed.settled();
    await compare(60);
  }, 180_000);

  test('a bulk change rebuilds; the old index answers until the new one is in', async () => {
    await server.deps.db.update(businessProfiles).set({ businessHeadline: 'honey river' }).where(sql`true`);
    feed.emit({ kind: 'bulk', states: ['California'] });
    // Changes heard while the rebuild reads: applied to the old index, and again to the new one.
    const db = server.deps.db;
    const moved = ids.slice(0, 6);
    await db
      .update(businessProfiles)
      .set({ businessName: 'moon salt' })
      .where(eq(businessProfiles.businessId, moved[0]));
    await db
      .update(businessProfiles)
      .set({ isPublished: false })
      .where(eq(businessProfiles.businessId, moved[1]));
    await db
      .update(businessProfiles)
      .set({ isPublished: true, businessState: 'Texas', businessRegion: 'Austin', businessZipCode: '78701' })
      .where(eq(businessProfiles.businessId, moved[2]));
    feed.emit({ kind: 'businesses', businesses: await Promise.all(moved.slice(0, 3).map(changed)) });
    await feed.settled();
    await compare(30);
  }, 180_000);
});
