// The addresses of `npm run bench:public -- --varied` (docs/product.md §20): every request a different
// address drawn at random from what the database holds (its word table, real ZIP codes, every region,
// businesses), the way real visitors spread over the marketplace instead of repeating one search.
// Pure: the sample comes from varied-sample.ts, the randomness from a seeded generator, so a run can
// be repeated (BENCH_SEED) and the test can check every shape.
import { formatBbox } from '../../src/shared/search/bbox.ts';

/** What the addresses are drawn from (read from the benchmark database). */
export interface Sample {
  /** Words of the word table (search_words), by chance. */
  words: string[];
  /** Real ZIP codes of the live states, with their centroids. */
  zips: { zip: string; lat: number; lng: number }[];
  /** Every region of the live states: [state slug, region slug]. */
  regions: [string, string][];
  /** Slugs of the states where businesses are published (market pages). */
  liveStates: string[];
  /** Usernames of published businesses, by chance (20,000 in a run). */
  usernames: string[];
  identities: string[];
}

export type Rand = () => number;

/** A seeded generator (mulberry32): the same seed draws the same addresses. */
export function seededRandom(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * One slip of the keyboard in a word of letters: two neighbours swapped, a letter dropped, doubled or
 * replaced, never the first letter (people rarely miss that one) and never giving the word back.
 */
export function typo(word: string, rand: Rand): string {
  if (word.length < 4) return word;
  for (;;) {
    const i = 1 + Math.floor(rand() * (word.length - 1));
    const kind = Math.floor(rand() * 4);
    const out =
      kind === 0 && i < word.length - 1
        ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
        : kind === 1
          ? word.slice(0, i) + word.slice(i + 1)
          : kind === 2
            ? word.slice(0, i) + word[i] + word.slice(i)
            : word.slice(0, i) + LETTERS[Math.floor(rand() * LETTERS.length)] + word.slice(i + 1);
    if (out !== word) return out;
  }
}

/** Words a person could misspell: letters only, long enough for one slip to stay recognisable. */
export const misspellable = (words: string[]) => words.filter((w) => /^[a-z]{5,}$/.test(w));

const query = (params: [string, string][]) =>
  params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');

/** Half-widths of a map box in degrees: a few ZIP codes, a town, a metro, a state. */
const BOX_SIZES = [0.03, 0.1, 0.3, 1, 3];

/** Each search shape as the query string of /api/search and /search: a new draw at each call. */
export function searchShapes(sample: Sample, rand: Rand): Record<string, () => string> {
  const typoable = misspellable(sample.words);
  const word = () => pick(rand, sample.words);
  const zip = () => pick(rand, sample.zips).zip;
  const region = () => pick(rand, sample.regions);
  const identity = () => pick(rand, sample.identities);
  const type = () => pick(rand, ['shop', 'service']);
  return {
    'one word': () => query([['q', word()]]),
    'two words': () => query([['q', `${word()} ${word()}`]]),
    typo: () => query([['q', typo(pick(rand, typoable), rand)]]),
    'near a ZIP (25 mi)': () =>
      query([
        ['zip', zip()],
        ['radius', '25'],
      ]),
    'word near a ZIP': () =>
      query([
        ['q', word()],
        ['zip', zip()],
        ['radius', '25'],
      ]),
    'region + identity + type': () => {
      const [state, slug] = region();
      const filters: [string, string][] = [
        ['state', state],
        ['region', slug],
      ];
      // Region filters as people set them: some with an identity, some with a type, some with both.
      const extra = Math.floor(rand() * 3);
      if (extra !== 1) filters.push(['identity', identity()]);
      if (extra !== 0) filters.push(['type', type()]);
      return query(filters);
    },
    'word + state + open now + identity': () =>
      query([
        ['q', word()],
        ['state', region()[0]],
        ['open', '1'],
        ['identity', identity()],
      ]),
    'map box': () => {
      const { lat, lng } = pick(rand, sample.zips);
      const half = pick(rand, BOX_SIZES) * (0.5 + rand());
      return query([
        [
          'bbox',
          formatBbox({
            minLng: lng - half,
            minLat: lat - half / 1.5,
            maxLng: lng + half,
            maxLat: lat + half / 1.5,
          }),
        ],
      ]);
    },
  };
}

/** The search API mix: each request one of the shapes, in equal parts. */
export function searchApiMix(sample: Sample, rand: Rand): () => string {
  const shapes = Object.values(searchShapes(sample, rand));
  return () => `/api/search?${pick(rand, shapes)()}`;
}

export const businessPage = (sample: Sample, rand: Rand) => () =>
  `/business/${encodeURIComponent(pick(rand, sample.usernames))}`;

/** A market page: a live state, or one of its regions (every region of the live states in turn, by chance). */
export function marketPage(sample: Sample, rand: Rand): () => string {
  const live = new Set(sample.liveStates);
  const regions = sample.regions.filter(([state]) => live.has(state));
  return () => {
    const [state, region] = pick(rand, regions);
    return rand() < 0.2
      ? `/market?${query([['state', state]])}`
      : `/market?${query([
          ['state', state],
          ['region', region],
        ])}`;
  };
}

/** The pages mix: 55% business pages, 25% market pages, 20% search pages of every shape. */
export function pagesMix(sample: Sample, rand: Rand): () => string {
  const business = businessPage(sample, rand);
  const market = marketPage(sample, rand);
  const shapes = Object.values(searchShapes(sample, rand));
  return () => {
    const r = rand();
    if (r < 0.55) return business();
    if (r < 0.8) return market();
    return `/search?${pick(rand, shapes)()}`;
  };
}
