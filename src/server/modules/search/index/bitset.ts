// Sets of documents as bitsets: one bit per document slot in a Uint32Array. Every set a search
// builds (its words, its filters, its place) is one of these, so combining them costs a pass over
// slots / 32 words whatever they hold (about 30,000 words at a million businesses).

export type Bitset = Uint32Array;

export const wordsFor = (slots: number) => (slots + 31) >>> 5;

export function has(set: Bitset, slot: number): boolean {
  return (set[slot >>> 5] & (1 << (slot & 31))) !== 0;
}

export function add(set: Bitset, slot: number) {
  set[slot >>> 5] |= 1 << (slot & 31);
}

export function remove(set: Bitset, slot: number) {
  set[slot >>> 5] &= ~(1 << (slot & 31));
}

/** `into` ∩= `other` (a shorter `other` counts as empty past its end). */
export function andInto(into: Bitset, other: Bitset) {
  const n = Math.min(into.length, other.length);
  for (let i = 0; i < n; i++) into[i] &= other[i];
  if (into.length > n) into.fill(0, n);
}

export function orInto(into: Bitset, other: Bitset) {
  const n = Math.min(into.length, other.length);
  for (let i = 0; i < n; i++) into[i] |= other[i];
}

/** `into` = `into` \ `other`. */
export function andNotInto(into: Bitset, other: Bitset) {
  const n = Math.min(into.length, other.length);
  for (let i = 0; i < n; i++) into[i] &= ~other[i];
}

function popcount32(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(set: Bitset): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) n += popcount32(set[i]);
  return n;
}

/**
 * `out` = the intersection of `sets` (at least one), in one pass; returns how many it holds. A set
 * shorter than `out` counts as empty past its end. One pass reading every set costs far less than a
 * copy and a pass per set.
 */
export function andAll(out: Bitset, sets: readonly Bitset[]): number {
  let n = out.length;
  for (const set of sets) n = Math.min(n, set.length);
  let total = 0;
  const [a, b = a, c = a, d = a] = sets;
  for (let i = 0; i < n; i++) {
    const w = a[i] & b[i] & c[i] & d[i];
    out[i] = w;
  }
  for (let k = 4; k < sets.length; k++) {
    const e = sets[k];
    for (let i = 0; i < n; i++) out[i] &= e[i];
  }
  for (let i = 0; i < n; i++) if (out[i] !== 0) total += popcount32(out[i]);
  if (n < out.length) out.fill(0, n);
  return total;
}

/**
 * The results' levels in one pass over the matches: in the name; in a category or the headline but
 * not the name; anywhere else.
 */
export function splitLevels(matches: Bitset, name: Bitset, title: Bitset, levels: [Bitset, Bitset, Bitset]) {
  const [inName, inTitle, elsewhere] = levels;
  const n = Math.min(matches.length, name.length, title.length);
  for (let i = 0; i < n; i++) {
    const w = matches[i];
    const a = w & name[i];
    const t = w & title[i];
    inName[i] = a;
    inTitle[i] = t & ~a;
    elsewhere[i] = w & ~t;
  }
  for (let i = n; i < matches.length; i++) {
    inName[i] = 0;
    inTitle[i] = 0;
    elsewhere[i] = matches[i];
  }
}

/** Calls `visit` with each slot in the set, lowest first; stops when it returns false. */
export function forEach(set: Bitset, visit: (slot: number) => boolean | undefined) {
  for (let i = 0; i < set.length; i++) {
    let w = set[i];
    while (w !== 0) {
      const low = w & -w;
      const slot = (i << 5) + 31 - Math.clz32(low);
      if (visit(slot) === false) return;
      w ^= low;
    }
  }
}

/** Sets the bit of every slot in a list (postings: slots, or slots << shift). */
export function addAll(set: Bitset, slots: Uint32Array, length: number, shift = 0) {
  for (let i = 0; i < length; i++) {
    const slot = slots[i] >>> shift;
    set[slot >>> 5] |= 1 << (slot & 31);
  }
}

/**
 * Bitsets of one size, reused: a search takes a few and gives them all back when it is done, so
 * the steady state allocates nothing (a new size, after the index grew, starts a new pool).
 */
export class BitsetPool {
  private free: Bitset[] = [];
  private taken: Bitset[] = [];
  readonly words: number;
  constructor(words: number) {
    this.words = words;
  }
  /** A set whose every word the caller writes (andAll, splitLevels): not cleared first. */
  takeRaw(): Bitset {
    const set = this.free.pop() ?? new Uint32Array(this.words);
    this.taken.push(set);
    return set;
  }

  /** A zeroed set (or a copy of `from`). */
  take(from?: Bitset): Bitset {
    const set = this.free.pop() ?? new Uint32Array(this.words);
    if (from) {
      if (from.length >= this.words) set.set(from.subarray(0, this.words));
      else {
        set.set(from);
        set.fill(0, from.length);
      }
    } else set.fill(0);
    this.taken.push(set);
    return set;
  }
  /** Gives back every set taken since the last release. */
  release() {
    for (const set of this.taken) this.free.push(set);
    this.taken = [];
  }
}
