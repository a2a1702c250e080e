import { describe, expect, it } from 'vitest';
import { english } from '#shared/i18n/english.ts';
import { changes, plural, showValue } from './format.ts';

describe('console wording', () => {
  it('counts with the right noun', () => {
    expect(plural(english, 1, '{count} email', '{count} emails')).toBe('1 email');
    expect(plural(english, 1200, '{count} email', '{count} emails')).toBe('1,200 emails');
    expect(plural(english, 2, '{count} business', '{count} businesses')).toBe('2 businesses');
  });

  it('shows an audit change in words, not field names', () => {
    expect(
      changes(english, { isLive: false }, { isLive: true, emailsQueued: 3, businessesRepublished: 1 }),
    ).toEqual(['Live: no → yes', '3 emails queued', '1 business back on the market']);
    expect(changes(english, { published: 4 }, { published: 0 })).toEqual(['Public businesses: 4 → 0']);
    expect(changes(english, {}, { reason: 'spam' }, (r) => `Reason ${r}`)).toEqual([
      'Reason: — → Reason spam',
    ]);
    expect(changes(english, {}, { someNewField: 'x' })).toEqual(['Some new field: — → x']);
    expect(changes(english, { a: 1 }, { a: 1 })).toEqual([]);
    expect(showValue(english, { x: 1 })).toBe('{"x":1}');
  });
});
