// Search: resolves the asked-for filters against the catalogue and the places we know, runs the
// page of results and the counts, and corrects misspelt words when they match nothing.
import {
  RADIUS_MAX_MILES,
  SEARCH_MSG,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
} from '#shared/search/search-query.ts';
import type { SearchPage } from '#shared/types/search.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { toCard } from '../businesses/business-card.ts';
import type { stateCache } from '../geography/state-cache.ts';
import { zipPins } from '../geography/zip-pins.ts';
import { boxReader } from './box-read.ts';
import { countsCache } from './counts-cache.ts';
import { countFacets, type Labels } from './facets.ts';
import { nearPlaces } from './near-places.ts';
import { openFewCounter, zonesNow } from './open-now.ts';
import { pagePlan, resultsPage, type WordQueries } from './results-page.ts';
import { decodeSearchCursor, encodeSearchCursor, randomStart, type SearchCursor } from './search-cursor.ts';
import type { ResolvedSearch } from './search-sql.ts';
import { correctedWords } from './spelling.ts';
import { searchWords, tsqueryText } from './tsquery.ts';
import { type WordEstimate, wordStats } from './word-stats.ts';

type States = ReturnType<typeof stateCache>;

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'invalid_input', message, { fields: { [field]: message } });

export function searchService(
  db: Db,
  states: States,
  now: () => Date = () => new Date(),
  /** Told whether each filter-count lookup was a cache hit (for /metrics). */
  onCountsLookup?: (hit: boolean) => void,
) {
  const places = nearPlaces(db);
  const openFew = openFewCounter(db);
  const openNow = async () => {
    const zones = zonesNow(now());
    return { ...zones, few: await openFew(zones) };
  };

  /** The query with its places and filters checked; unknown values are 400s naming the field. */
  async function resolve(query: SearchQuery, tsquery: string | null) {
    const resolved: ResolvedSearch = {
      tsquery,
      type: query.type,
      categories: query.category,
      offerings: query.offering,
      tags: [...(query.identity ?? []), ...(query.ethos ?? [])],
      structure: query.structure,
      openNow: query.open ? await openNow() : undefined,
      recommended: query.recommended === '1',
    };
    if (query.rateMin !== undefined || query.rateMax !== undefined)
      resolved.rate = { min: query.rateMin, max: query.rateMax };
    if (query.state) {
      const state = await states.state(query.state);
      if (!state) throw fieldError('state', SEARCH_MSG.state);
      resolved.state = state.name;
      if (query.region) {
        const region = await states.region(state.slug, query.region);
        if (!region) throw fieldError('region', SEARCH_MSG.region);
        resolved.region = region.name;
      }
    }
    let near: SearchPage['near'] = null;
    if (query.zip) {
      const found = await places.place(query.zip);
      if (!found) throw fieldError('zip', 'Unknown ZIP code.');
      // Near a place means within 50 miles unless a smaller radius is chosen (sorting every business
      // of the country by distance helps nobody and costs a scan).
      const radiusMiles = query.radius ?? RADIUS_MAX_MILES;
      const ring = await places.ring({ lat: found.lat, lng: found.lng, radiusMiles }, query.bbox);
      resolved.near = { lat: found.lat, lng: found.lng, radiusMiles, ring };
      near = { zip: found.zip, city: found.city, state: found.state };
    }
    // Near a place, the box narrows the radius's ZIP codes (near-places.ts): nothing to decide.
    if (query.bbox)
      resolved.box = { ...query.bbox, read: resolved.near ? 'wide' : await boxRead(query.bbox) };
    return { resolved, near };
  }

  const cached = countsCache<Awaited<ReturnType<typeof countFacets>>>(undefined, onCountsLookup);
  /** The total and the filter counts (the same for everyone asking this search: kept a minute). */
  const counts = async (
    resolved: ResolvedSearch,
    stateSlug: string | undefined,
    words: WordEstimate | null,
  ) => cached(countsKey(resolved), async () => countFacets(db, resolved, await labels(stateSlug), words));
  const estimate = wordStats(db);
  const boxRead = boxReader(db);

  /**
   * The counts, then the page, whose plan follows from them (how many match) and from how common
   * each word is; the counts come first as they are usually cached.
   */
  async function answer(
    resolved: ResolvedSearch,
    stateSlug: string | undefined,
    words: string[] | null,
    start: SearchCursor,
    resume: boolean,
  ) {
    const expected = words ? await estimate(words) : null;
    const counted = await counts(resolved, stateSlug, expected);
    const plan = pagePlan(expected, counted.total);
    // Few open now: near a ZIP code, they are joined to the ring rather than met walking its ZIP codes.
    if (resolved.openNow?.few) plan.near = 'join';
    if (resolved.near) {
      const held = resolved.near.ring.businesses.reduce((sum, n) => sum + n, 0);
      plan.share = held ? counted.total / held : 1;
    }
    const rows = await resultsPage(db, resolved, words ? wordQueries(words) : null, start, resume, plan);
    return { counted, rows };
  }

  async function labels(stateSlug: string | undefined): Promise<Labels> {
    const [all, regions] = await Promise.all([states.list(), stateSlug ? states.regions(stateSlug) : []]);
    const byName = new Map(all.map((st) => [st.name, { value: st.slug, label: st.name }]));
    const regionByName = new Map(regions.map((r) => [r.name, { value: r.slug, label: r.name }]));
    return { state: (name) => byName.get(name), region: (name) => regionByName.get(name) };
  }

  /** A page of results; a first page from `firstStart` when given (first-pages.ts), else a random one. */
  return async function search(query: SearchQuery, firstStart = randomStart()): Promise<SearchPage> {
    const cursor: SearchCursor | null = query.cursor ? decodeSearchCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw fieldError('cursor', SEARCH_MSG.cursor);
    const start: SearchCursor = cursor ?? { s: firstStart, k: [0], i: '' };
    const words = searchWords(query.q);
    // Later pages of corrected results keep the correction.
    const fixed = cursor?.c ? await correctedWords(db, words) : null;
    let { resolved, near } = await resolve(query, words.length ? tsqueryText(fixed ?? words) : null);
    if (cursor && (cursor.k.length === 3) !== Boolean(resolved.near))
      throw fieldError('cursor', SEARCH_MSG.cursor);
    let correctedQuery = fixed ? fixed.join(' ') : null;
    const typed = words.length ? (fixed ?? words) : null;
    let { counted, rows } = await answer(resolved, query.state, typed, start, cursor !== null);
    // Misspelt words match nothing: try the nearest words our businesses use, once.
    if (rows.length === 0 && words.length && !cursor) {
      const corrected = await correctedWords(db, words);
      if (corrected) {
        const retry = { ...resolved, tsquery: tsqueryText(corrected) };
        const retried = await answer(retry, query.state, corrected, start, false);
        if (retried.rows.length) {
          resolved = retry;
          ({ counted, rows } = retried);
          correctedQuery = corrected.join(' ');
        }
      }
    }
    const shown = rows.slice(0, SEARCH_PAGE_SIZE);
    const last = shown.at(-1);
    const pins = await zipPins(
      db,
      shown.map((r) => r.zipCode),
    );
    return {
      items: shown.map(({ next: _next, distanceMiles, zipCode, ...row }) => ({
        ...toCard(row),
        distanceMiles,
        pin: (zipCode && pins.get(zipCode)) || null,
      })),
      nextCursor:
        rows.length > SEARCH_PAGE_SIZE && last
          ? encodeSearchCursor({ s: start.s, ...last.next, ...(correctedQuery ? { c: 1 as const } : {}) })
          : null,
      ...consistentTotal(counted, shown.length, rows.length > SEARCH_PAGE_SIZE, cursor === null),
      facets: counted.facets,
      correctedQuery,
      near,
    };
  };
}

function wordQueries(words: string[]): WordQueries | null {
  if (!words.length) return null;
  return { any: tsqueryText(words), name: tsqueryText(words, 'A'), nameOrCategory: tsqueryText(words, 'AB') };
}

/** A search's counts are the same for everyone asking it: its key (the ring is its place's and box's). */
const countsKey = (resolved: ResolvedSearch) =>
  JSON.stringify(resolved, (key, value) => (key === 'ring' ? undefined : value));

/**
 * An estimated total never says fewer than the page shows, and a first page with no match is an
 * exact nothing (a sample can miss a handful of matches, the page's own walk does not).
 */
function consistentTotal(
  counted: { total: number; totalEstimated: boolean },
  shown: number,
  more: boolean,
  firstPage: boolean,
) {
  if (!counted.totalEstimated) return { total: counted.total, totalEstimated: false };
  if (firstPage && shown === 0) return { total: 0, totalEstimated: false };
  return { total: Math.max(counted.total, shown + (more ? 1 : 0)), totalEstimated: true };
}
