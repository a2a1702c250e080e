// Reading a set in the fair order (shuffle key, then business id): the order of the results, of a
// count's sample, and of every page's walk from a visit's start.
import { type Bitset, forEach, has } from './bitset.ts';
import type { SearchIndex } from './search-index.ts';

/** Up to this many matches, a set is read by sorting its members rather than walking the order. */
const SPARSE = 3_000;

/**
 * The set's members at positions [from, to) of the fair order, in that order, at most `limit`:
 * a few are found and sorted, many are met walking the order (about limit × n / matches steps).
 */
export function inOrder(
  index: SearchIndex,
  set: Bitset,
  size: number,
  from: number,
  to: number,
  limit: number,
) {
  const out: number[] = [];
  if (limit <= 0 || from >= to) return out;
  if (size <= SPARSE) {
    const found: [number, number][] = [];
    forEach(set, (slot) => {
      const at = index.positionOf(index.keys[slot], index.ids[slot]);
      if (at >= from && at < to) found.push([at, slot]);
      return undefined;
    });
    found.sort((a, b) => a[0] - b[0]);
    for (let i = 0; i < found.length && i < limit; i++) out.push(found[i][1]);
    return out;
  }
  for (let at = from; at < to && out.length < limit; at++) {
    const slot = index.order[at];
    if (has(set, slot)) out.push(slot);
  }
  return out;
}
