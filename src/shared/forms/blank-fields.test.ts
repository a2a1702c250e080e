import { describe, expect, test } from 'vitest';
import { blankFields } from './blank-fields.ts';

describe('blankFields', () => {
  test('null and missing become empty; values, and the fields not named, are left alone', () => {
    const row = { a: null as string | null, b: 'kept', c: undefined as string | undefined, d: 'unnamed' };
    expect(blankFields(row, ['a', 'b', 'c'])).toEqual({ a: '', b: 'kept', c: '' });
  });

  test('an empty string and zero-like values stay as they are', () => {
    expect(blankFields({ a: '', b: 0 as number | null }, ['a', 'b'])).toEqual({ a: '', b: 0 });
  });
});
