// The words of the search document (tsvector.ts), each with the documents that have it and how well:
// in the name (A), in a category or the headline (B), or elsewhere (C, D). A query word matches every
// word it starts (PostgreSQL's `bakeri:*`), so its documents are the union over a range of the sorted
// words; each level of the results' order (name, then name-or-category, then anywhere) is one set.
//
// Memory: a million businesses have about a million distinct words (names hold unique ones) and 35
// million postings. A build collects (word, posting) pairs, then lays every word's postings out in
// one array (offsets per word: no object per word); postings added after the build (changes) go to
// a small per-word overflow. A word in more than 1/32 of the documents is also kept as three bitsets
// (one per level), so a common word costs three bitset ORs rather than a pass over its postings.
import { type Bitset, type BitsetPool, wordsFor } from './bitset.ts';
import { U32List } from './u32-list.ts';

/** How well a document has a word: 0 in the name, 1 in a category or headline, 2 elsewhere. */
export type WordClass = 0 | 1 | 2;

/** A query word's documents at each level: in the name; in the name or a category; anywhere. */
export interface WordSets {
  name: Bitset;
  title: Bitset;
  any: Bitset;
}

/** Above this many postings read, a word's sets are kept (a short prefix: "s" unions half the words). */
const CACHE_FROM_POSTINGS = 20_000;
const CACHE_MAX = 32;
const DENSE_SHARE = 1 / 32;

export class WordPostings {
  private termOf = new Map<string, number>();
  private terms = 0;
  /** While building: each posting as a pair (term, slot << 2 | class). */
  private pairTerms: U32List | null = new U32List(1 << 16);
  private pairValues: U32List | null = new U32List(1 << 16);
  /** After the build: term t's postings are postings[offsets[t] .. offsets[t + 1]), slots ascending. */
  private offsets = new Uint32Array(1);
  private postings = new Uint32Array(0);
  /** Postings added since the build, per term. */
  private overflow = new Map<number, U32List>();
  /** Common words as bitsets per level. */
  private dense = new Map<number, WordSets>();
  /** The words known at the build, sorted; words met since are in `extra`, sorted too. */
  private sorted: string[] = [];
  private extra: string[] = [];
  private cache = new Map<string, { prefixes: string[]; sets: WordSets }>();

  /** Adds a document's words ("a"/"b"/"c" + word, as index-load.ts reads them). Slots only grow. */
  add(slot: number, words: readonly string[]) {
    for (const w of words) {
      const word = w.slice(1);
      let term = this.termOf.get(word);
      if (term === undefined) {
        term = this.terms++;
        this.termOf.set(word, term);
        if (!this.pairTerms) insertSorted(this.extra, word);
      }
      const value = (slot << 2) | classOf(w);
      if (this.pairTerms && this.pairValues) {
        this.pairTerms.push(term);
        this.pairValues.push(value);
        continue;
      }
      const dense = this.dense.get(term);
      if (dense) setLevels(dense, value);
      else {
        let list = this.overflow.get(term);
        if (!list) {
          list = new U32List(2);
          this.overflow.set(term, list);
        }
        list.push(value);
      }
    }
    for (const [key, entry] of this.cache) if (!addToSets(entry, slot, words)) this.cache.delete(key);
  }

  /** Moves a build's postings from slot s to perm[s] (the index numbers its documents in fair order). */
  renumber(perm: Uint32Array) {
    const values = this.pairValues;
    if (!values) throw new Error('postings are renumbered before they are sealed');
    for (let i = 0; i < values.length; i++) {
      const v = values.data[i];
      values.data[i] = (perm[v >>> 2] << 2) | (v & 3);
    }
  }

  /** Once every document of a build is added (`slots` of them): postings laid out, words sorted. */
  seal(slots: number) {
    const pairTerms = this.pairTerms as U32List;
    const pairValues = this.pairValues as U32List;
    const offsets = new Uint32Array(this.terms + 1);
    for (let i = 0; i < pairTerms.length; i++) offsets[pairTerms.data[i] + 1]++;
    for (let t = 0; t < this.terms; t++) offsets[t + 1] += offsets[t];
    const fill = offsets.slice(0, this.terms);
    const postings = new Uint32Array(pairTerms.length);
    for (let i = 0; i < pairTerms.length; i++) postings[fill[pairTerms.data[i]]++] = pairValues.data[i];
    this.pairTerms = null;
    this.pairValues = null;
    this.offsets = offsets;
    this.postings = postings;
    // Room for a quarter more documents before a dense word's sets must grow.
    const words = wordsFor(Math.ceil(slots * 1.25) + 1024);
    for (let t = 0; t < this.terms; t++) {
      if (offsets[t + 1] - offsets[t] <= slots * DENSE_SHARE) continue;
      const sets = {
        name: new Uint32Array(words),
        title: new Uint32Array(words),
        any: new Uint32Array(words),
      };
      for (let i = offsets[t]; i < offsets[t + 1]; i++) setLevels(sets, postings[i]);
      this.dense.set(t, sets);
    }
    this.sorted = [...this.termOf.keys()].sort(compare);
    this.extra = [];
  }

  get wordCount() {
    return this.terms;
  }

  get postingCount() {
    return this.postings.length;
  }

  /**
   * The documents with every one of `prefixes` (one query word may stem to several), at each level.
   * `pool` lends the sets; a kept (cached) answer is copied into them.
   */
  match(prefixes: readonly string[], pool: BitsetPool): WordSets {
    const key = prefixes.join(' ');
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return {
        name: pool.take(cached.sets.name),
        title: pool.take(cached.sets.title),
        any: pool.take(cached.sets.any),
      };
    }
    let read = 0;
    let result: WordSets | null = null;
    for (const prefix of prefixes) {
      const sets = { name: pool.take(), title: pool.take(), any: pool.take() };
      for (const term of this.termsStarting(prefix)) read += this.union(sets, term);
      if (!result) result = sets;
      else
        for (const level of ['name', 'title', 'any'] as const) {
          const into = result[level];
          const other = sets[level];
          for (let i = 0; i < into.length; i++) into[i] &= other[i];
        }
    }
    const sets = result ?? { name: pool.take(), title: pool.take(), any: pool.take() };
    if (read >= CACHE_FROM_POSTINGS) {
      this.cache.set(key, {
        prefixes: [...prefixes],
        sets: { name: sets.name.slice(), title: sets.title.slice(), any: sets.any.slice() },
      });
      if (this.cache.size > CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    }
    return sets;
  }

  /** Adds a term's documents to the sets; how many postings that read. */
  private union(sets: WordSets, term: number): number {
    const dense = this.dense.get(term);
    if (dense) {
      for (const level of ['name', 'title', 'any'] as const) {
        const into = sets[level];
        const from = dense[level];
        const n = Math.min(into.length, from.length);
        for (let i = 0; i < n; i++) into[i] |= from[i];
      }
      return into32(sets.any.length);
    }
    let read = 0;
    if (term + 1 < this.offsets.length) {
      for (let i = this.offsets[term]; i < this.offsets[term + 1]; i++) setLevels(sets, this.postings[i]);
      read += this.offsets[term + 1] - this.offsets[term];
    }
    const more = this.overflow.get(term);
    if (more) {
      for (let i = 0; i < more.length; i++) setLevels(sets, more.data[i]);
      read += more.length;
    }
    return read;
  }

  private *termsStarting(prefix: string) {
    for (const list of [this.sorted, this.extra]) {
      for (let i = lowerBound(list, prefix); i < list.length && list[i].startsWith(prefix); i++) {
        const term = this.termOf.get(list[i]);
        if (term !== undefined) yield term;
      }
    }
  }
}

const into32 = (words: number) => words * 32;

const classOf = (w: string): WordClass => (w[0] === 'a' ? 0 : w[0] === 'b' ? 1 : 2);

// Code-unit order (not localeCompare): a prefix's words are then one contiguous range.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lowerBound(list: readonly string[], value: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(list: string[], value: string) {
  list.splice(lowerBound(list, value), 0, value);
}

/** Sets a posting's slot in each level it reaches (a dense word's sets grow when the index has). */
function setLevels(sets: WordSets, value: number) {
  const slot = value >>> 2;
  const w = slot >>> 5;
  if (w >= sets.any.length) {
    const words = Math.ceil((w + 1) * 1.25);
    for (const level of ['name', 'title', 'any'] as const) {
      const grown = new Uint32Array(words);
      grown.set(sets[level]);
      sets[level] = grown;
    }
  }
  const bit = 1 << (slot & 31);
  const cls = value & 3;
  sets.any[w] |= bit;
  if (cls <= 1) sets.title[w] |= bit;
  if (cls === 0) sets.name[w] |= bit;
}

/**
 * A kept answer learns of a new document (an edit or a publish) without being computed again; false
 * when the document is past the sets' size (the index grew: the answer is dropped).
 */
function addToSets(entry: { prefixes: string[]; sets: WordSets }, slot: number, words: readonly string[]) {
  let best = 0;
  for (const prefix of entry.prefixes) {
    let found = 3;
    for (const w of words) if (w.startsWith(prefix, 1)) found = Math.min(found, classOf(w));
    best = Math.max(best, found);
  }
  const w = slot >>> 5;
  if (w >= entry.sets.any.length) return false;
  const bit = 1 << (slot & 31);
  if (best <= 2) entry.sets.any[w] |= bit;
  if (best <= 1) entry.sets.title[w] |= bit;
  if (best === 0) entry.sets.name[w] |= bit;
  return true;
}
