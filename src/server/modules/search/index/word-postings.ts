// The words of the search document (tsvector.ts), each with the documents that have it and how well:
// in the name (A), in a category or the headline (B), or elsewhere (C, D). A query word matches every
// word it starts (PostgreSQL's `bakeri:*`), so its documents are the union over a range of the sorted
// words; each level of the results' order (name, then name-or-category, then anywhere) is one set.
import { type Bitset, BitsetPool } from './bitset.ts';
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
const CACHE_MAX = 48;

export class WordPostings {
  /** Each word's postings: slot << 2 | class, slots ascending. */
  private postings: U32List[] = [];
  private termOf = new Map<string, number>();
  /** The words known when the index was built, sorted; words met since are in `extra`, sorted too. */
  private sorted: string[] = [];
  private extra: string[] = [];
  private cache = new Map<string, { prefixes: string[]; sets: WordSets }>();

  /** Adds a document's words ("a"/"b"/"c" + word, as index-load.ts reads them). Slots only grow. */
  add(slot: number, words: readonly string[]) {
    for (const w of words) {
      const cls = classOf(w);
      const word = w.slice(1);
      let term = this.termOf.get(word);
      if (term === undefined) {
        term = this.postings.length;
        this.postings.push(new U32List(2));
        this.termOf.set(word, term);
        if (this.sorted.length) insertSorted(this.extra, word);
      }
      this.postings[term].push((slot << 2) | cls);
    }
    for (const [key, entry] of this.cache) if (!addToSets(entry, slot, words)) this.cache.delete(key);
  }

  /** Once every document of a build is added: the words sorted for prefix lookups. */
  seal() {
    this.sorted = [...this.termOf.keys()].sort(compare);
    this.extra = [];
    for (const p of this.postings) p.trim();
  }

  get wordCount() {
    return this.termOf.size;
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
      for (const term of this.termsStarting(prefix)) {
        const list = this.postings[term];
        read += list.length;
        unionPostings(sets, list.data, list.length);
      }
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

  private *termsStarting(prefix: string) {
    for (const list of [this.sorted, this.extra]) {
      for (let i = lowerBound(list, prefix); i < list.length && list[i].startsWith(prefix); i++) {
        const term = this.termOf.get(list[i]);
        if (term !== undefined) yield term;
      }
    }
  }
}

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

function unionPostings(sets: WordSets, data: Uint32Array, length: number) {
  const { name, title, any } = sets;
  for (let i = 0; i < length; i++) {
    const v = data[i];
    const slot = v >>> 2;
    const bit = 1 << (slot & 31);
    const w = slot >>> 5;
    any[w] |= bit;
    const cls = v & 3;
    if (cls <= 1) title[w] |= bit;
    if (cls === 0) name[w] |= bit;
  }
}

/**
 * A kept answer learns of a new document (an edit or a publish) without being computed again; false
 * when the document is past the sets' size (the index grew: the answer is dropped).
 */
function addToSets(entry: { prefixes: string[]; sets: WordSets }, slot: number, words: readonly string[]) {
  let best: number = 0;
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

export { BitsetPool };
