import { describe, expect, it } from 'vitest';
import type { Ring } from './near-places.ts';
import { nearestBatches } from './results-page.ts';

const ring = (rows: [zip: string, tenths: number, businesses: number][]): Ring => ({
  zips: rows.map((r) => r[0]),
  tenths: rows.map((r) => r[1]),
  lngs: rows.map(() => 0),
  lats: rows.map(() => 0),
  businesses: rows.map((r) => r[2]),
});

describe('nearestBatches', () => {
  const r = ring([
    ['90005', 40, 10],
    ['90001', 0, 10],
    ['90003', 20, 10],
    ['90002', 10, 10],
    ['90004', 20, 10],
    ['90006', 50, 10],
  ]);

  it('reads the nearest first, each batch twice the businesses of the last', () => {
    expect([...nearestBatches(r, 0, 10)].map((b) => b.zips)).toEqual([
      ['90001'],
      ['90002', '90003', '90004'],
      ['90005', '90006'],
    ]);
  });

  it('never splits ZIP codes at the same distance (ties in order of ZIP code)', () => {
    const [first] = nearestBatches(r, 0, 25);
    expect(first).toEqual({ zips: ['90001', '90002', '90003', '90004'], tenths: [0, 10, 20, 20] });
  });

  it('resumes at the cursor’s distance, and takes a ZIP code even when it holds nothing', () => {
    expect([...nearestBatches(r, 20, 1)].map((b) => b.zips)).toEqual([
      ['90003', '90004'],
      ['90005'],
      ['90006'],
    ]);
    const empty = ring([
      ['90001', 0, 0],
      ['90002', 5, 0],
    ]);
    expect([...nearestBatches(empty, 0, 100)].map((b) => b.zips)).toEqual([['90001', '90002']]);
  });
});
