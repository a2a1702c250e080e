// The /events cursor: what it writes reads back, and anything else (a forged day, instant or id) is
// refused before it reaches PostgreSQL.
import { describe, expect, test } from 'vitest';
import { decodeEventsCursor, encodeEventsCursor } from './events-cursor.ts';

const good = { s: '2030-06-01T17:00:00.000Z', p: '0b9d3c5e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', d: '2030-06-01' };
const forged = (c: object) => Buffer.from(JSON.stringify(c)).toString('base64url');

describe('events cursor', () => {
  test('reads back what it wrote', () => {
    expect(decodeEventsCursor(encodeEventsCursor(good))).toEqual(good);
  });
  test('refuses what it never writes', () => {
    expect(decodeEventsCursor('nope')).toBeNull();
    expect(decodeEventsCursor(forged({ ...good, d: '2030-02-30' }))).toBeNull();
    expect(decodeEventsCursor(forged({ ...good, s: '2030' }))).toBeNull();
    expect(decodeEventsCursor(forged({ ...good, p: 'not-a-uuid' }))).toBeNull();
    expect(decodeEventsCursor(forged({ ...good, s: 1 }))).toBeNull();
  });
});
