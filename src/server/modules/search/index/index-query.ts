// A search over the index: its matches as sets (words, filters, place, open now), its page by
// walking the fair order from the visit's start (or, near a ZIP code, the ring's ZIP codes nearest
// first), and its counts and facets from the match set. All in memory and synchronous: the only
// database reads of a search are its words' stems (once per word) and its page's cards.
import type { Bbox } from '#shared/search/bbox.ts';
import { SEARCH_PAGE_SIZE } from '#shared/search/search-query.ts';
import type { ZoneNow } from '../open-now.ts';
import type { SearchCursor } from '../search-cursor.ts';
import { addAll, andAll, andInto, type Bitset, BitsetPool, has, orInto, splitLevels } from './bitset.ts';
import { inOrder } from './fair-order.ts';
import { SHUFFLE_MOD, sample, type Tallied, tally } from './index-counts.ts';
import type { FacetKind, SearchIndex } from './search-index.ts';
import type { Stemmed } from './tsvector.ts';

/** A search with its places and filters resolved to the names the index holds. */
export interface IndexSearch {
  /** Each typed word's stems ([] for a stop word); null without words. */
  words: Stemmed[] | null;
  state?: string;
  region?: string;
  type?: 'shop' | 'service';
  categories?: string[];
  offerings?: string[];
  tags?: string[];
  structure?: string;
  rate?: { min?: number; max?: number };
  openNow?: ZoneNow;
  recommended?: boolean;
  near?: { lat: number; lng: number; radiusMiles: number };
  box?: Bbox;
}

/** Facets whose counts leave their own filter out (one choice, or any of several). */
export type ExclusiveFacet = 'state' | 'region' | 'type' | 'category' | 'structure';

export interface PageRow {
  id: string;
  /** Where the next page resumes after this row. */
  next: Omit<SearchCursor, 's' | 'c'>;
  distanceMiles: number | null;
  zip: string | null;
}

export interface IndexAnswer {
  rows: PageRow[];
  total: number;
  /** Each facet value's count (scaled from a sample, and flagged so, above SAMPLE_SIZE matches). */
  facets: Tallied[];
}

export function querySearch(
  index: SearchIndex,
  s: IndexSearch,
  cursor: SearchCursor,
  resume: boolean,
): IndexAnswer {
  const pool = poolOf(index.bitsetWords);
  try {
    const words = wordLevels(index, s, pool);
    const place = placeSet(index, s, pool);
    const parts = filterParts(index, s, pool, place?.set ?? null);
    const matches = pool.takeRaw();
    const total = andAll(matches, matchSets(index, parts, words?.any ?? null));
    let levels: Bitset[] = [matches];
    if (words) {
      const split: [Bitset, Bitset, Bitset] = [pool.takeRaw(), pool.takeRaw(), pool.takeRaw()];
      splitLevels(matches, words.name, words.title, split);
      levels = split;
    }
    const rows = place?.ring
      ? byDistance(index, levels, place.ring, cursor, resume)
      : walk(index, levels, cursor, resume);
    const facets = countFacets(index, s, pool, matches, total, words?.any ?? null, parts);
    return { rows, total, facets };
  } finally {
    pool.release();
  }
}

/**
 * One pool for every search (a search runs start to end without yielding): a new one per search
 * allocated a megabyte of buffers each time, and that memory outside the heap set off a full
 * collection of the index's heap several times a second under load.
 */
let shared: BitsetPool | null = null;
function poolOf(words: number): BitsetPool {
  if (!shared || shared.words !== words) shared = new BitsetPool(words);
  return shared;
}

/** The words' sets at each level (every word must match); null without words or with stop words only. */
function wordLevels(index: SearchIndex, s: IndexSearch, pool: BitsetPool) {
  const stems = (s.words ?? []).filter((w) => w.length > 0);
  if (!stems.length) return null;
  let out: { name: Bitset; title: Bitset; any: Bitset } | null = null;
  for (const prefixes of stems) {
    const sets = index.words.match(prefixes, pool);
    if (!out) out = sets;
    else {
      andInto(out.name, sets.name);
      andInto(out.title, sets.title);
      andInto(out.any, sets.any);
    }
  }
  return out;
}

/** The slots with any of the values, as a set (a common value's own bitset, not to be written). */
function valueSet(
  index: SearchIndex,
  pool: BitsetPool,
  kind: FacetKind | 'zip' | 'flag',
  values: readonly string[],
) {
  if (values.length === 1) {
    const dense = index.denseSet(kind, values[0]);
    if (dense) return dense;
  }
  const set = pool.take();
  for (const value of values) {
    const dense = index.denseSet(kind, value);
    if (dense) {
      orInto(set, dense);
      continue;
    }
    const list = index.slotsWith(kind, value);
    if (list) addAll(set, list.data, list.length);
  }
  return set;
}

/** Near a ZIP code: the ring's businesses and the ring; a box alone: its businesses. */
function placeSet(index: SearchIndex, s: IndexSearch, pool: BitsetPool) {
  if (s.near) {
    const ring = index.zips.ring(s.near.lat, s.near.lng, s.near.radiusMiles, s.box);
    return { set: valueSet(index, pool, 'zip', ring.zips), ring };
  }
  if (s.box) return { set: valueSet(index, pool, 'zip', index.zips.inBox(s.box)), ring: null };
  return null;
}

/** One filter's set, and the facet whose own counts leave it out. */
interface Part {
  set: Bitset;
  /** Left out of the counts of these facets. */
  without: ExclusiveFacet[];
}

/** Each filter but the words as a set, worked out once per search. */
function filterParts(index: SearchIndex, s: IndexSearch, pool: BitsetPool, place: Bitset | null): Part[] {
  const parts: Part[] = [];
  const part = (set: Bitset, ...without: ExclusiveFacet[]) => parts.push({ set, without });
  if (s.state) part(valueSet(index, pool, 'state', [s.state]), 'state');
  if (s.state && s.region)
    part(valueSet(index, pool, 'region', [`${s.state}|${s.region}`]), 'region', 'state');
  if (s.type) part(valueSet(index, pool, 'type', [s.type]), 'type');
  if (s.categories?.length) part(valueSet(index, pool, 'category', s.categories), 'category');
  for (const offering of s.offerings ?? []) part(valueSet(index, pool, 'offering', [offering]));
  for (const tag of s.tags ?? []) part(valueSet(index, pool, 'tag', [tag]));
  if (s.structure) part(valueSet(index, pool, 'structure', [s.structure]), 'structure');
  if (s.rate) part(rateSet(index, pool, s.rate), 'type');
  if (s.openNow) part(index.hours.openAt(s.openNow, index.slots));
  if (s.recommended) part(valueSet(index, pool, 'flag', ['recommended']));
  if (place) part(place);
  return parts;
}

/** The sets a search's matches are in: the live slots, every filter (but those a facet's own counts leave out), the words. */
function matchSets(
  index: SearchIndex,
  parts: readonly Part[],
  words: Bitset | null,
  without?: ExclusiveFacet,
): Bitset[] {
  const sets = [index.alive];
  for (const part of parts) if (!without || !part.without.includes(without)) sets.push(part.set);
  if (words) sets.push(words);
  return sets;
}

/** Services whose lowest price is within the range. */
function rateSet(index: SearchIndex, pool: BitsetPool, rate: { min?: number; max?: number }) {
  const set = pool.take();
  const services = index.slotsWith('type', 'service');
  if (!services) return set;
  for (let i = 0; i < services.length; i++) {
    const slot = services.data[i];
    const lowest = index.lowest[slot];
    if (Number.isNaN(lowest)) continue;
    if (rate.min !== undefined && lowest < rate.min) continue;
    if (rate.max !== undefined && lowest > rate.max) continue;
    set[slot >>> 5] |= 1 << (slot & 31);
  }
  return set;
}

/**
 * Without a ZIP code: each level in fair order from the visit's start, then from the lowest key up
 * to it; step g is level g >> 1, half g & 1 (the cursor's g, as before the index).
 */
function walk(index: SearchIndex, levels: Bitset[], cursor: SearchCursor, resume: boolean): PageRow[] {
  const need = SEARCH_PAGE_SIZE + 1;
  const start = { key: cursor.s, id: '' };
  const rows: PageRow[] = [];
  for (let g = resume ? (cursor.g ?? 0) : 0; g < levels.length * 2 && rows.length < need; g++) {
    const span = g & 1 ? index.span(null, start) : index.span(start, null);
    if (resume && g === cursor.g && cursor.k.length === 1) {
      const after = index.span({ key: cursor.k[0], id: cursor.i, after: true }, null);
      span.coreFrom = Math.max(span.coreFrom, after.coreFrom);
      span.tailFrom = Math.max(span.tailFrom, after.tailFrom);
    }
    for (const slot of inOrder(index, levels[g >> 1], span, need - rows.length))
      rows.push({
        id: index.ids[slot],
        next: { g, k: [index.keys[slot]], i: index.ids[slot] },
        distanceMiles: null,
        zip: zipOf(index, slot),
      });
  }
  return rows;
}

const zipOf = (index: SearchIndex, slot: number) =>
  index.zip[slot] ? index.values[index.zip[slot]].value : null;

/**
 * Near a ZIP code: the ring's ZIP codes nearest first, those at the same distance together; each
 * group's matches sorted by (level, shuffle from the start, id). A page reads the nearest few
 * ZIP codes' businesses, never the radius.
 */
function byDistance(
  index: SearchIndex,
  levels: Bitset[],
  ring: { zips: string[]; tenths: number[] },
  cursor: SearchCursor,
  resume: boolean,
): PageRow[] {
  const need = SEARCH_PAGE_SIZE + 1;
  const from = resume ? cursor.k[0] : 0;
  const order = ring.zips
    .map((_, i) => i)
    .filter((i) => ring.tenths[i] >= from)
    .sort((a, b) => ring.tenths[a] - ring.tenths[b]);
  const after = resume ? ([cursor.k[0], cursor.k[1], cursor.k[2], cursor.i] as const) : null;
  const rows: PageRow[] = [];
  for (let g = 0; g < order.length && rows.length < need; ) {
    const tenths = ring.tenths[order[g]];
    const found: { slot: number; level: number; shuffled: number; id: string }[] = [];
    for (; g < order.length && ring.tenths[order[g]] === tenths; g++) {
      const list = index.slotsWith('zip', ring.zips[order[g]]);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const slot = list.data[i];
        let level = 0;
        while (level < levels.length && !has(levels[level], slot)) level++;
        if (level === levels.length) continue;
        const shuffled = (index.keys[slot] - cursor.s + SHUFFLE_MOD) % SHUFFLE_MOD;
        const id = index.ids[slot];
        if (after && !greater([tenths, level, shuffled, id], after)) continue;
        found.push({ slot, level, shuffled, id });
      }
    }
    found.sort(
      (a, b) => a.level - b.level || a.shuffled - b.shuffled || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    for (const f of found.slice(0, need - rows.length))
      rows.push({
        id: f.id,
        next: { k: [tenths, f.level, f.shuffled], i: f.id },
        distanceMiles: tenths / 10,
        zip: zipOf(index, f.slot),
      });
  }
  return rows;
}

function greater(a: readonly [number, number, number, string], b: readonly [number, number, number, string]) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number);
  return a[3] > b[3];
}

/** Which facets are filtered on (each then counted without its own filter). The oracle reads it too. */
export function activeExclusive(s: Omit<IndexSearch, 'words'>): ExclusiveFacet[] {
  const active: ExclusiveFacet[] = [];
  if (s.state) active.push('state');
  if (s.state && s.region) active.push('region');
  if (s.type || s.rate) active.push('type');
  if (s.categories?.length) active.push('category');
  if (s.structure) active.push('structure');
  return active;
}

function countFacets(
  index: SearchIndex,
  s: IndexSearch,
  pool: BitsetPool,
  matches: Bitset,
  total: number,
  words: Bitset | null,
  parts: readonly Part[],
) {
  const active = activeExclusive(s);
  const inResult: FacetKind[] = (['state', 'region', 'type', 'category', 'structure'] as const).filter(
    (k) => !active.includes(k) && (k !== 'region' || Boolean(s.state)),
  );
  const facets = tally(index, sample(index, matches, total), ['offering', 'tag', ...inResult]);
  for (const facet of active) {
    const set = pool.takeRaw();
    const size = andAll(set, matchSets(index, parts, words, facet));
    facets.push(...tally(index, sample(index, set, size), [facet]));
  }
  return facets;
}
