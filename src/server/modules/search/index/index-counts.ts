// A search's facet counts: how many of its matches have each value. Up to SAMPLE_SIZE matches every
// one is counted; above, the first SAMPLE_SIZE in shuffle-key order are, and each count is scaled by
// 2^31 / (K + 1) where K is the sample's highest key. Shuffle keys are uniform random, so that is a
// uniform sample: an estimate, flagged as one, never a wrong exact number (docs/decisions/016). The
// total is exact (a count of the match set costs the same as a sample).
import { SHUFFLE_KEY_MAX } from '../../market/market-cursor.ts';
import type { Bitset } from './bitset.ts';
import { inOrder } from './fair-order.ts';
import { type FacetKind, kindMask, type SearchIndex } from './search-index.ts';

export const SAMPLE_SIZE = 1_000;
/** The shuffle's modulus: a visit's order is (key − start) mod this. */
export const SHUFFLE_MOD = SHUFFLE_KEY_MAX;

export interface Sample {
  slots: number[];
  /** 1 when every match is in the sample. */
  factor: number;
}

export interface Tallied {
  kind: FacetKind;
  /** The value (a region: "State|Region"). */
  value: string;
  count: number;
  estimated: boolean;
}

export function sample(index: SearchIndex, set: Bitset, size: number): Sample {
  const slots = inOrder(index, set, index.span(null, null), Math.min(size, SAMPLE_SIZE));
  if (size <= SAMPLE_SIZE) return { slots, factor: 1 };
  const top = index.keys[slots[slots.length - 1]];
  return { slots, factor: (SHUFFLE_KEY_MAX + 1) / (top + 1) };
}

/** Counts per dictionary id, reused by every tally (JavaScript runs one at a time). */
let scratch = new Uint32Array(1024);

/** The sample's values of these kinds, counted (scaled). */
export function tally(index: SearchIndex, { slots, factor }: Sample, kinds: readonly FacetKind[]): Tallied[] {
  if (scratch.length < index.values.length) scratch = new Uint32Array(index.values.length * 2);
  const counts = scratch;
  const seen: number[] = [];
  const bump = (id: number) => {
    if (id === 0) return;
    if (counts[id]++ === 0) seen.push(id);
  };
  const single = kinds
    .filter((k) => k === 'state' || k === 'region' || k === 'type' || k === 'structure')
    .map((k) => index[k]);
  const listed = kindMask(kinds.filter((k) => k === 'category' || k === 'offering' || k === 'tag'));
  const { kindBits, labelStart, labelCount } = index;
  const labels = index.labels.data;
  for (const slot of slots) {
    for (const column of single) bump(column[slot]);
    if (listed) {
      const start = labelStart[slot];
      const end = start + labelCount[slot];
      for (let i = start; i < end; i++) if (kindBits[labels[i]] & listed) bump(labels[i]);
    }
  }
  const estimated = factor !== 1;
  return seen.map((id) => {
    const n = counts[id];
    counts[id] = 0;
    return {
      kind: index.values[id].kind as FacetKind,
      value: index.values[id].value,
      count: estimated ? Math.round(n * factor) : n,
      estimated,
    };
  });
}
