// Reading a set in the fair order (shuffle key, then business id): the order of the results, of a
// count's sample, and of every page's walk from a visit's start. Ordered slots are the fair order
// itself, so their part is the set's bits read from one slot on; the tail (businesses added since the
// build) is merged in by key.
import { type Bitset, has } from './bitset.ts';
import { compareIds, type SearchIndex, type Span } from './search-index.ts';

/** Up to this many tail members, they are found by their bits and sorted rather than walked in order. */
const FEW_IN_TAIL = 64;

/** The set's members in the span, in fair order, at most `limit`. */
export function inOrder(index: SearchIndex, set: Bitset, span: Span, limit: number): number[] {
  const out: number[] = [];
  if (limit <= 0) return out;
  const tail = tailMembers(index, set, span, limit);
  const { keys, ids } = index;
  let t = 0;
  scanBits(set, span.coreFrom, span.coreTo, (slot) => {
    while (t < tail.length) {
      const next = tail[t];
      const before = keys[next] - keys[slot] || compareIds(ids[next], ids[slot]);
      if (before >= 0) break;
      out.push(next);
      t++;
      if (out.length >= limit) return false;
    }
    out.push(slot);
    return out.length < limit;
  });
  while (t < tail.length && out.length < limit) out.push(tail[t++]);
  return out;
}

/** Calls `visit` with each member in slots [from, to), lowest first, until it returns false. */
export function scanBits(set: Bitset, from: number, to: number, visit: (slot: number) => boolean) {
  if (from >= to) return;
  const last = Math.min((to - 1) >>> 5, set.length - 1);
  for (let i = from >>> 5; i <= last; i++) {
    let w = set[i];
    if (w === 0) continue;
    const base = i << 5;
    if (base < from) w &= -1 << (from - base);
    if (to - base < 32) w &= (1 << (to - base)) - 1;
    while (w !== 0) {
      const low = w & -w;
      if (!visit(base + 31 - Math.clz32(low))) return;
      w ^= low;
    }
  }
}

/** The set's tail members in the span, in fair order, at most `limit`. */
function tailMembers(index: SearchIndex, set: Bitset, span: Span, limit: number): number[] {
  if (span.tailFrom >= span.tailTo) return [];
  const found: number[] = [];
  let many = false;
  scanBits(set, index.ordered, index.slots, (slot) => {
    found.push(slot);
    many = found.length > FEW_IN_TAIL;
    return !many;
  });
  const { tail, keys, ids } = index;
  if (!many) {
    const lo = span.tailFrom > 0 ? tail[span.tailFrom] : -1;
    const hi = span.tailTo < index.tailLength ? tail[span.tailTo] : -1;
    const compare = (a: number, b: number) => keys[a] - keys[b] || compareIds(ids[a], ids[b]);
    const inSpan = found.filter((s) => (lo < 0 || compare(s, lo) >= 0) && (hi < 0 || compare(s, hi) < 0));
    inSpan.sort(compare);
    return inSpan.length > limit ? inSpan.slice(0, limit) : inSpan;
  }
  const out: number[] = [];
  for (let at = span.tailFrom; at < span.tailTo && out.length < limit; at++)
    if (has(set, tail[at])) out.push(tail[at]);
  return out;
}
