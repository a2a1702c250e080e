// The per-word plans change how a search finds its businesses, never which: each shape answers the
// same pages and counts walking the shuffle order as reading the indexes. And the word list's
// counts, which choose between them, follow every publish, edit, unpublish and delete.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/search/search-query.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessProfiles } from '../../db/schema/index.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SHUFFLE_KEY_MAX } from '../market/market-cursor.ts';
import { countFacets, type Labels } from './facets.ts';
import { nearPlaces, type Ring } from './near-places.ts';
import { type PagePlan, resultsPage, type WordQueries } from './results-page.ts';
import type { SearchCursor } from './search-cursor.ts';
import type { ResolvedSearch } from './search-sql.ts';
import { tsqueryText } from './tsquery.ts';
import type { WordEstimate } from './word-stats.ts';

let server: TestServer;
let owner: string;
/** Businesses of the fixture: every third has the word in its name, every fourth in its headline, every fifth in its story. */
const N = 24;

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(near.ring, await nearPlaces(server.deps.db).ring(near));
  owner = (await createUserRow(server.deps.db)).id;
  const zips = ['90012', '90013', '90401', '91101'];
  for (let i = 0; i < N; i++)
    await createBusinessRow(server.deps.db, owner, {
      businessUsername: `plan${i}`,
      businessName: i % 3 === 0 ? `Kiln Pottery ${i}` : `Corner Shop ${i}`,
      businessHeadline: i % 4 === 0 ? 'Pottery classes and glazes' : 'Made nearby',
      ownerStory: i % 5 === 0 ? 'Our pottery wheel came from a neighbour.' : 'We started small.',
      businessZipCode: zips[i % zips.length],
      businessIdentities: i % 2 === 0 ? ['women-owned'] : ['black-owned'],
    });
}, 180_000);
afterAll(() => server?.close());

const words = (typed: string[]): WordQueries => ({
  any: tsqueryText(typed),
  name: tsqueryText(typed, 'A'),
  nameOrCategory: tsqueryText(typed, 'AB'),
});
const walking: PagePlan = { levels: ['walk', 'walk', 'walk'], near: 'walk' };
const indexed: PagePlan = { levels: ['index', 'index', 'index'], near: 'join' };

/** Every page of a search under one plan, as usernames in order. */
async function allPages(s: ResolvedSearch, w: WordQueries | null, plan: PagePlan, start: number) {
  const seen: (string | null)[][] = [];
  let cursor: SearchCursor = { s: start, k: [0], i: '' };
  let resume = false;
  for (let page = 0; page < 10; page++) {
    const rows = await resultsPage(server.deps.db, s, w, cursor, resume, plan);
    const shown = rows.slice(0, SEARCH_PAGE_SIZE);
    seen.push(shown.map((r) => r.businessUsername));
    const last = shown.at(-1);
    if (rows.length <= SEARCH_PAGE_SIZE || !last) break;
    cursor = { s: start, ...last.next };
    resume = true;
  }
  return seen;
}

// The ring of ZIP codes is read from the geography once the server is up (beforeAll).
const near = {
  lat: 34.0614,
  lng: -118.2385,
  radiusMiles: 50,
  ring: { zips: [], tenths: [], lngs: [], lats: [], businesses: [] } as Ring,
};
const shapes: [string, ResolvedSearch, string[] | null][] = [
  ['a word at every level', { tsquery: tsqueryText(['pottery']) }, ['pottery']],
  ['a word and a tag', { tsquery: tsqueryText(['pottery']), tags: ['women-owned'] }, ['pottery']],
  ['two words', { tsquery: tsqueryText(['kiln', 'pottery']) }, ['kiln', 'pottery']],
  ['a word no one uses', { tsquery: tsqueryText(['zzyzx']) }, ['zzyzx']],
  ['near a ZIP code', { tsquery: null, near }, null],
  ['a word near a ZIP code', { tsquery: tsqueryText(['pottery']), near }, ['pottery']],
  ['a word, a tag, near', { tsquery: tsqueryText(['pottery']), tags: ['black-owned'], near }, ['pottery']],
];

describe('plans', () => {
  test.each(shapes)('%s: the same pages walking the shuffle as reading the indexes', async (_, s, typed) => {
    const w = typed ? words(typed) : null;
    for (const start of [0, 1_234_567_890]) {
      const walked = await allPages(s, w, walking, start);
      expect(walked.flat().length).toBe(new Set(walked.flat()).size);
      expect(await allPages(s, w, indexed, start)).toEqual(walked);
    }
  });

  const labels: Labels = { state: (v) => ({ value: v, label: v }), region: (v) => ({ value: v, label: v }) };
  const common: WordEstimate = { total: 1, levels: [1e9, 0, 0], any: 1e9 };
  const rare: WordEstimate = { total: 1e9, levels: [0, 0, 0], any: 0 };
  test.each(shapes)('%s: the same counts either way', async (_, s) => {
    const a = await countFacets(server.deps.db, s, labels, common);
    const b = await countFacets(server.deps.db, s, labels, rare);
    expect(b).toEqual(a);
    if (s.tsquery === tsqueryText(['zzyzx'])) expect(a.total).toBe(0);
    else expect(a.total).toBeGreaterThan(0);
  });

  test('near a crowded ring, the counts are every match below a cutoff key, scaled and flagged as estimates', async () => {
    // As if the ring held 8,000 businesses: the sample is the keys below half of the key space.
    const crowded = {
      ...near,
      ring: { ...near.ring, businesses: near.ring.businesses.map((_, i) => (i ? 0 : 8_000)) },
    };
    const cutoff = Math.ceil((SHUFFLE_KEY_MAX + 1) / 2);
    const [{ n }] = await queryRows<{ n: number }>(
      server.deps.db,
      sql`select count(*)::int as n from business_profiles where is_published and shuffle_key < ${cutoff}
          and business_zip_code = any(${sql.param(near.ring.zips)}::text[])`,
    );
    const counted = await countFacets(server.deps.db, { tsquery: null, near: crowded }, labels, common);
    expect(counted.totalEstimated).toBe(true);
    expect(counted.total).toBe(Math.round((n * (SHUFFLE_KEY_MAX + 1)) / cutoff));
    // The ring as it is (24 businesses) is counted exactly.
    const exact = await countFacets(server.deps.db, { tsquery: null, near }, labels, common);
    expect(exact).toMatchObject({ total: N, totalEstimated: false });
  });
});

describe('word counts', () => {
  const counts = async (word: string) =>
    (
      await queryRows<{ businesses: number; in_name: number; in_title: number }>(
        server.deps.db,
        sql`select businesses, in_name, in_title from search_words where word = ${word}`,
      )
    )[0] ?? null;

  test('count the published businesses using a word, in the name, and in the name or headline', async () => {
    expect(await counts('kiln')).toEqual({ businesses: 8, in_name: 8, in_title: 8 });
    // Names, headlines and stories overlap.
    const pottery = await counts('pottery');
    expect(pottery).toMatchObject({ in_name: 8 });
    expect(pottery?.in_title).toBe(new Set([...range(N, 3), ...range(N, 4)]).size);
    expect(pottery?.businesses).toBe(new Set([...range(N, 3), ...range(N, 4), ...range(N, 5)]).size);
  });

  test('follow an edit, an unpublish, a publish and a delete', async () => {
    const b = await createBusinessRow(server.deps.db, owner, { businessName: 'Quokka Teahouse' });
    expect(await counts('quokka')).toEqual({ businesses: 1, in_name: 1, in_title: 1 });
    const where = eq(businessProfiles.businessId, b.businessId);
    await server.deps.db.update(businessProfiles).set({ businessName: 'Wombat Teahouse' }).where(where);
    expect(await counts('quokka')).toEqual({ businesses: 0, in_name: 0, in_title: 0 });
    expect(await counts('wombat')).toEqual({ businesses: 1, in_name: 1, in_title: 1 });
    await server.deps.db.update(businessProfiles).set({ isPublished: false }).where(where);
    expect(await counts('teahouse')).toEqual({ businesses: 0, in_name: 0, in_title: 0 });
    await server.deps.db.update(businessProfiles).set({ isPublished: true }).where(where);
    expect(await counts('teahouse')).toEqual({ businesses: 1, in_name: 1, in_title: 1 });
    await server.deps.db.delete(businessProfiles).where(where);
    expect(await counts('wombat')).toEqual({ businesses: 0, in_name: 0, in_title: 0 });
  });
});

/** The i below n divisible by k. */
function range(n: number, k: number) {
  return Array.from({ length: n }, (_, i) => i).filter((i) => i % k === 0);
}
