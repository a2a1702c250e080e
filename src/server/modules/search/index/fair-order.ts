// Reading a set in the fair order (shuffle key, then business id): the order of the results, of a
// count's sample, and of every page's walk from a visit's start.
import { type Bitset, forEach, has } from './bitset.ts';
import { compareIds, type SearchIndex } from './search-index.ts';

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
    // In the range when at or after the slot at `from` and before the slot at `to` (the set holds
    // live slots only, each at its place in the order).
    const { keys, ids, order } = index;
    const compare = (a: number, b: number) => keys[a] - keys[b] || compareIds(ids[a], ids[b]);
    const first = from > 0 ? order[from] : -1;
    const end = to < index.orderLength ? order[to] : -1;
    const found: number[] = [];
    forEach(set, (slot) => {
      if (first >= 0 && compare(slot, first) < 0) return undefined;
      if (end >= 0 && compare(slot, end) >= 0) return undefined;
      found.push(slot);
      return undefined;
    });
    found.sort(compare);
    return found.length > limit ? found.slice(0, limit) : found;
  }
  for (let at = from; at < to && out.length < limit; at++) {
    const slot = index.order[at];
    if (has(set, slot)) out.push(slot);
  }
  return out;
}
