import { expect, test } from 'vitest';
import { editDistance } from './edit-distance.ts';

test.each([
  ['candels', 'candles', 1],
  ['candels', 'candy', 3],
  ['bakry', 'bakery', 1],
  ['cafe', 'cafe', 0],
  ['', 'abc', 3],
  ['potery', 'pottery', 1],
])('%s → %s: %i', (a, b, n) => expect(editDistance(a, b)).toBe(n));
