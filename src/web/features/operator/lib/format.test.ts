import { describe, expect, it } from 'vitest';
import { changes, plural, showValue } from './format.ts';

describe('console wording', () => {
  it('counts with the right noun', () => {
    expect(plural(1, 'email')).toBe('1 email');
    expect(plural(1200, 'email')).toBe('1,200 emails');
    expect(plural(2, 'business', 'businesses')).toBe('2 businesses');
  });

  it('shows an audit change as the keys that differ, before → after', () => {
    expect(changes({ isLive: false }, { isLive: true, emailsQueued: 5 })).toEqual([
      'isLive: no → yes',
      'emailsQueued: — → 5',
    ]);
    expect(changes({ a: 1 }, { a: 1 })).toEqual([]);
    expect(showValue({ x: 1 })).toBe('{"x":1}');
  });
});
