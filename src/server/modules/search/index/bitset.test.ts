// The bitset passes a search is made of, against the same sets worked out member by member.
import { describe, expect, test } from 'vitest';
import { add, andAll, type Bitset, count, has, splitLevels } from './bitset.ts';

let seed = 11;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const randomSet = (words: number, share: number): Bitset => {
  const set = new Uint32Array(words);
  for (let s = 0; s < words * 32; s++) if (random() < share) add(set, s);
  return set;
};

const members = (set: Bitset) =>
  Array.from({ length: set.length * 32 }, (_, s) => s).filter((s) => has(set, s));

describe('bitset passes', () => {
  for (const k of [1, 2, 3, 4, 5, 7])
    test(`andAll of ${k} sets: their intersection and its size`, () => {
      const sets = Array.from({ length: k }, () => randomSet(40, 0.7));
      const out = new Uint32Array(40).fill(0xffffffff);
      const total = andAll(out, sets);
      const expected = members(sets[0]).filter((s) => sets.every((set) => has(set, s)));
      expect(members(out)).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(count(out)).toBe(total);
    });

  test('a shorter set counts as empty past its end', () => {
    const long = randomSet(40, 0.9);
    const short = randomSet(10, 0.9);
    const out = new Uint32Array(40).fill(0xffffffff);
    andAll(out, [long, short]);
    expect(members(out).every((s) => s < 320 && has(long, s) && has(short, s))).toBe(true);
  });

  test('splitLevels: in the name; in the title but not the name; not in the title', () => {
    const matches = randomSet(30, 0.6);
    const name = randomSet(30, 0.3);
    const title = randomSet(30, 0.5);
    for (let s = 0; s < 960; s++) if (has(name, s)) add(title, s);
    const levels: [Bitset, Bitset, Bitset] = [new Uint32Array(30), new Uint32Array(30), new Uint32Array(30)];
    splitLevels(matches, name, title, levels);
    const m = members(matches);
    expect(members(levels[0])).toEqual(m.filter((s) => has(name, s)));
    expect(members(levels[1])).toEqual(m.filter((s) => has(title, s) && !has(name, s)));
    expect(members(levels[2])).toEqual(m.filter((s) => !has(title, s)));
  });
});
