// Reading a set in fair order once slots are the order: a built index's documents numbered by
// (shuffle key, id), businesses added since merged in from the tail, and every stretch of the order
// (from a visit's start, up to it, after a cursor) read as sorting every member would.
import { describe, expect, test } from 'vitest';
import { add, type Bitset, wordsFor } from './bitset.ts';
import { inOrder, scanBits } from './fair-order.ts';
import { type Bound, compareIds, type IndexDoc, SearchIndex } from './search-index.ts';
import { ZipTable } from './zip-table.ts';

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const doc = (n: number, key: number): IndexDoc => ({
  id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
  key,
  state: 'California',
  region: null,
  zip: null,
  type: 'shop',
  categories: [],
  offerings: [],
  tags: [],
  structure: null,
  recommended: false,
  lowest: null,
  words: [],
  hours: [],
});

/** An index of `built` documents, then `added` more (some replacing built ones) and a few removed. */
function indexWith(built: number, added: number) {
  const index = new SearchIndex(new ZipTable([]));
  // Few keys, so many documents share one and the id breaks the tie.
  for (let n = 0; n < built; n++) index.add(doc(n, Math.floor(random() * built * 0.3)), false);
  index.seal();
  for (let n = 0; n < added; n++) {
    const replaced = random() < 0.5 ? Math.floor(random() * built) : built + n;
    const id = doc(replaced, 0).id;
    index.removeId(id);
    index.add(doc(replaced, Math.floor(random() * built * 0.3)));
  }
  for (let n = 0; n < added / 4; n++) index.removeId(doc(Math.floor(random() * built), 0).id);
  return index;
}

const fairCompare = (index: SearchIndex) => (a: number, b: number) =>
  index.keys[a] - index.keys[b] || compareIds(index.ids[a], index.ids[b]);

/** A random set of live slots (about `share` of them). */
function randomSet(index: SearchIndex, share: number): { set: Bitset; members: number[] } {
  const set = new Uint32Array(wordsFor(index.slots));
  const members: number[] = [];
  for (let s = 0; s < index.slots; s++)
    if ((index.alive[s >>> 5] & (1 << (s & 31))) !== 0 && random() < share) {
      add(set, s);
      members.push(s);
    }
  return { set, members: members.sort(fairCompare(index)) };
}

const randomBound = (index: SearchIndex): Bound => {
  const slot = Math.floor(random() * index.slots);
  return random() < 0.5
    ? { key: index.keys[slot], id: '' }
    : { key: index.keys[slot], id: index.ids[slot], after: random() < 0.5 };
};

const atOrAfter = (index: SearchIndex, slot: number, b: Bound) => {
  const c = index.keys[slot] - b.key || compareIds(index.ids[slot], b.id);
  return b.after ? c > 0 : c >= 0;
};

describe('fair order over ordered slots and a tail', () => {
  test('a build numbers its documents in fair order', () => {
    const index = indexWith(500, 0);
    const slots = Array.from({ length: index.ordered }, (_, i) => i);
    expect([...slots].sort(fairCompare(index))).toEqual(slots);
    expect(index.tailLength).toBe(0);
  });

  for (const [built, added] of [
    [300, 0],
    [300, 20],
    [300, 400],
    [2000, 150],
  ])
    test(`${built} built, ${added} added since: every stretch reads as a sort would`, () => {
      const index = indexWith(built, added);
      expect(index.live).toBe(index.span(null, null).coreTo - deadIn(index) + index.tailLength);
      for (let round = 0; round < 200; round++) {
        const { set, members } = randomSet(index, [0.002, 0.05, 0.5, 1][round % 4]);
        const from = random() < 0.3 ? null : randomBound(index);
        const to = random() < 0.5 ? null : randomBound(index);
        const limit = 1 + Math.floor(random() * 60);
        const expected = members
          .filter((s) => (!from || atOrAfter(index, s, from)) && (!to || !atOrAfter(index, s, to)))
          .slice(0, limit);
        expect(inOrder(index, set, index.span(from, to), limit)).toEqual(expected);
      }
    });

  test('scanBits reads exactly the slots in its range', () => {
    const set = new Uint32Array(4);
    for (const s of [0, 1, 31, 32, 33, 63, 64, 95, 96, 127]) add(set, s);
    const read = (from: number, to: number) => {
      const out: number[] = [];
      scanBits(set, from, to, (s) => out.push(s) > 0);
      return out;
    };
    expect(read(0, 128)).toEqual([0, 1, 31, 32, 33, 63, 64, 95, 96, 127]);
    expect(read(1, 32)).toEqual([1, 31]);
    expect(read(31, 64)).toEqual([31, 32, 33, 63]);
    expect(read(33, 96)).toEqual([33, 63, 64, 95]);
    expect(read(96, 200)).toEqual([96, 127]);
    expect(read(40, 40)).toEqual([]);
  });
});

function deadIn(index: SearchIndex) {
  let dead = 0;
  for (let s = 0; s < index.ordered; s++) if ((index.alive[s >>> 5] & (1 << (s & 31))) === 0) dead++;
  return dead;
}
