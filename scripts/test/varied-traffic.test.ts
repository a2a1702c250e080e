// The pure parts of `npm run bench:public -- --varied`: every drawn address is one the app accepts,
// typos are one slip away, the pages mix keeps its shares, and the tables say met / NOT met right.
import { describe, expect, test } from 'vitest';
import { searchQuerySchema } from '../../src/shared/search/search-query.ts';
import { mixTable, PAGES_GOAL, quantile, SEARCH_API_GOAL, shapeTable } from '../tasks/varied-goals.ts';
import {
  businessPage,
  marketPage,
  misspellable,
  pagesMix,
  type Sample,
  searchApiMix,
  searchShapes,
  seededRandom,
  typo,
} from '../tasks/varied-traffic.ts';
import { writerAddress } from '../tasks/varied-writes.ts';

const sample: Sample = {
  words: ['pottery', 'bakery', 'golden', 'candles', '4999', 'co', 'botanicals', 'harbor'],
  zips: [
    { zip: '90012', lat: 34.06, lng: -118.24 },
    { zip: '10001', lat: 40.75, lng: -73.99 },
    { zip: '99501', lat: 61.22, lng: -149.86 },
  ],
  regions: [
    ['california', 'los-angeles'],
    ['california', 'bay-area'],
    ['new-york', 'new-york-city'],
    ['alaska', 'anchorage'],
  ],
  liveStates: ['california', 'new-york'],
  usernames: ['bench-1', 'bench-2', 'corner.bakery'],
  identities: ['women-owned', 'black-owned'],
};

/** The query string as the API reads it (a repeated key becomes a list). */
function parsed(queryString: string) {
  const params = new URLSearchParams(queryString);
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    object[key] = all.length > 1 ? all : all[0];
  }
  return searchQuerySchema.safeParse(object);
}

describe('search shapes', () => {
  test('every shape draws addresses the search schema accepts, with the parts its name says', () => {
    const rand = seededRandom(7);
    const shapes = searchShapes(sample, rand);
    const expected: Record<string, string[]> = {
      'one word': ['q'],
      'two words': ['q'],
      typo: ['q'],
      'near a ZIP (25 mi)': ['zip', 'radius'],
      'word near a ZIP': ['q', 'zip', 'radius'],
      'region + identity + type': ['state', 'region'],
      'word + state + open now + identity': ['q', 'state', 'open', 'identity'],
      'map box': ['bbox'],
    };
    expect(Object.keys(shapes).sort()).toEqual(Object.keys(expected).sort());
    for (const [title, draw] of Object.entries(shapes))
      for (let i = 0; i < 200; i++) {
        const query = draw();
        const result = parsed(query);
        expect(result.success, `${title}: ${query}`).toBe(true);
        for (const key of expected[title])
          expect(new URLSearchParams(query).has(key), `${title}: ${query}`).toBe(true);
      }
  });

  test('two words are two words of the table; region filters add an identity, a type or both', () => {
    const rand = seededRandom(3);
    const shapes = searchShapes(sample, rand);
    for (let i = 0; i < 50; i++) {
      const q = new URLSearchParams(shapes['two words']()).get('q') ?? '';
      const [a, b] = q.split(' ');
      expect(sample.words).toContain(a);
      expect(sample.words).toContain(b);
    }
    const extras = new Set(
      Array.from({ length: 100 }, () => {
        const p = new URLSearchParams(shapes['region + identity + type']());
        return `${p.has('identity')}/${p.has('type')}`;
      }),
    );
    expect([...extras].sort()).toEqual(['false/true', 'true/false', 'true/true']);
  });

  test('the same seed draws the same addresses', () => {
    const a = searchApiMix(sample, seededRandom(42));
    const b = searchApiMix(sample, seededRandom(42));
    const first = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(10);
    for (const path of first) expect(path).toMatch(/^\/api\/search\?/);
  });
});

describe('typo', () => {
  /** Levenshtein distance, with a swap of neighbours counting as one. */
  function distance(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(
          d[i - 1][j] + 1,
          d[i][j - 1] + 1,
          d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    return d[a.length][b.length];
  }

  test('one slip away, never the word itself, the first letter kept', () => {
    const rand = seededRandom(1);
    for (const word of ['pottery', 'bakery', 'botanicals', 'harbor', 'candles'])
      for (let i = 0; i < 100; i++) {
        const t = typo(word, rand);
        expect(t).not.toBe(word);
        expect(t[0]).toBe(word[0]);
        expect(distance(word, t), `${word} → ${t}`).toBe(1);
        expect(t).toMatch(/^[a-z]+$/);
      }
  });

  test('only words of five letters or more are misspelt', () => {
    expect(misspellable(sample.words)).toEqual([
      'pottery',
      'bakery',
      'golden',
      'candles',
      'botanicals',
      'harbor',
    ]);
  });
});

describe('pages', () => {
  test('55% business pages, 25% market pages, 20% search pages', () => {
    const draw = pagesMix(sample, seededRandom(9));
    const counts = { business: 0, market: 0, search: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const path = draw();
      const kind = path.split(/[/?]/)[1] as keyof typeof counts;
      expect(Object.keys(counts)).toContain(kind);
      counts[kind] += 1;
      if (kind === 'search') expect(parsed(path.slice('/search?'.length)).success, path).toBe(true);
    }
    expect(counts.business / n).toBeCloseTo(0.55, 1);
    expect(counts.market / n).toBeCloseTo(0.25, 1);
    expect(counts.search / n).toBeCloseTo(0.2, 1);
  });

  test('business pages of the sampled businesses; market pages of live states and all their regions', () => {
    const rand = seededRandom(5);
    const business = businessPage(sample, rand);
    for (let i = 0; i < 30; i++) expect(sample.usernames.map((u) => `/business/${u}`)).toContain(business());
    const market = marketPage(sample, rand);
    const seen = new Set(Array.from({ length: 300 }, market));
    expect([...seen].sort()).toEqual([
      '/market?state=california',
      '/market?state=california&region=bay-area',
      '/market?state=california&region=los-angeles',
      '/market?state=new-york',
      '/market?state=new-york&region=new-york-city',
    ]);
  });
});

test('each write comes from an address of its own', () => {
  const addresses = Array.from({ length: 70_000 }, (_, k) => writerAddress(k + 1));
  expect(new Set(addresses).size).toBe(addresses.length);
  for (const a of [addresses[0], addresses[69_999]]) expect(a).toMatch(/^10\.\d{1,3}\.\d{1,3}\.\d{1,3}$/);
});

describe('tables', () => {
  test('a mix is met only with its req/s, its p99 and no failed request', () => {
    const lines = mixTable([
      { title: 'yardstick', result: { reqs: 2189, p50: 8, p99: 48, failed: 0 } },
      { title: 'search API', result: { reqs: 612, p50: 30, p99: 90, failed: 0 }, goal: SEARCH_API_GOAL },
      { title: 'pages', result: { reqs: 320, p50: 40, p99: 151, failed: 0 }, goal: PAGES_GOAL },
      {
        title: 'busy',
        result: { reqs: 9, p50: 900, p99: 5400, failed: 3 },
        goal: { reqs: 288, p99: 150 },
        goalLabel: '≥ 0.9 × pages',
      },
    ]);
    expect(lines[0]).toMatch(/^mix\s+req\/s\s+p50\s+p99\s+non-2xx\s+goal\s+met$/);
    expect(lines[1]).toMatch(/^-+( +-+){6}$/);
    expect(lines[2]).toMatch(/^yardstick\s+2,189\s+8 ms\s+48 ms\s+0\s+– \(yardstick\)$/);
    expect(lines[3]).toMatch(/612 .*≥ 500 req\/s, p99 ≤ 100 ms, 0 non-2xx\s+met$/);
    expect(lines[4]).toMatch(/NOT met \(p99 151 > 150 ms\)$/);
    expect(lines[5]).toMatch(/≥ 0\.9 × pages\s+NOT met \(9 < 288 req\/s, p99 5400 > 150 ms, 3 non-2xx\)$/);
    // Columns line up: every row's req/s ends where the header's does.
    const end = lines[0].indexOf('req/s') + 'req/s'.length;
    for (const line of lines.slice(2)) expect(line[end - 1]).toMatch(/\d/);
  });

  test('shapes: median, p90 and max of their times, goal p90 ≤ 50 ms, pages held without a goal', () => {
    const times = Array.from({ length: 25 }, (_, i) => i + 1); // 1 … 25 ms
    expect(quantile(times, 0.5)).toBe(13);
    expect(quantile(times, 0.9)).toBe(23);
    const lines = shapeTable([
      { title: 'one word', times, goal: true },
      { title: 'typo', times: times.map((t) => t * 100), goal: true },
      { title: 'business page', times, goal: false },
    ]);
    expect(lines[2]).toMatch(/^one word\s+13 ms\s+23 ms\s+25 ms\s+p90 ≤ 50 ms\s+met$/);
    expect(lines[3]).toMatch(/^typo\s+1,300 ms\s+2,300 ms\s+2,500 ms\s+p90 ≤ 50 ms\s+NOT met$/);
    expect(lines[4]).toMatch(/^business page\s+13 ms\s+23 ms\s+25 ms\s+– \(hold\)$/);
  });
});
