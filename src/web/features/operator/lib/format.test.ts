import { describe, expect, it } from 'vitest';
import { changes, plural, showValue } from './format.ts';

describe('console wording', () => {
  it('counts with the right noun', () => {
    expect(plural(1, 'email')).toBe('1 email');
    expect(plural(1200, 'email')).toBe('1,200 emails');
    expect(plural(2, 'business', 'businesses')).toBe('2 businesses');
  });

  it('shows an audit change in words, not field names', () => {
    expect(changes({ isLive: false }, { isLive: true, emailsQueued: 3, businessesRepublished: 1 })).toEqual([
      'Live: no → yes',
      '3 emails queued',
      '1 business back on the market',
    ]);
    expect(changes({ published: 4 }, { published: 0 })).toEqual(['Public businesses: 4 → 0']);
    expect(changes({}, { reason: 'spam' }, (r) => `Reason ${r}`)).toEqual(['Reason: — → Reason spam']);
    expect(changes({}, { someNewField: 'x' })).toEqual(['Some new field: — → x']);
    expect(changes({ a: 1 }, { a: 1 })).toEqual([]);
    expect(showValue({ x: 1 })).toBe('{"x":1}');
  });
});
