import { describe, expect, test } from 'vitest';
import { cardPills, previewChips, publicPageChips } from './chips.ts';
import {
  cityState,
  formatBytes,
  formatCount,
  formatPrice,
  stateAbbreviation,
  truncateName,
} from './format.ts';

// Identity tags: women-owned, black-owned, veteran-owned, immigrant-owned; ethos: handcrafted,
// locally-sourced, zero-waste. Structure: family-run.
const I = ['women-owned', 'black-owned', 'veteran-owned', 'immigrant-owned'];
const E = ['handcrafted', 'locally-sourced', 'zero-waste'];
const keys = (chips: { key: string }[]) => chips.map((c) => c.key);

describe('card pills (docs/product.md §4.2)', () => {
  test('the first 3 are first identity, then structure, then first ethos', () => {
    const { pills } = cardPills([...E, ...I], 'family-run');
    expect(keys(pills).slice(0, 3)).toEqual(['women-owned', 'family-run', 'handcrafted']);
  });

  test('then up to 2 more in pill order, then +N more for the rest', () => {
    const { pills, more } = cardPills([...I, ...E], 'family-run');
    expect(keys(pills)).toEqual(['women-owned', 'family-run', 'handcrafted', 'black-owned', 'veteran-owned']);
    expect(more).toBe(3); // immigrant-owned, locally-sourced, zero-waste
  });

  test('missing groups are skipped, nothing hidden means more = 0', () => {
    expect(cardPills(['handcrafted'], null)).toEqual({
      pills: [{ key: 'handcrafted', label: 'Handcrafted', group: 'ethos' }],
      more: 0,
    });
    expect(keys(cardPills(['women-owned', 'zero-waste'], 'just-me').pills)).toEqual([
      'women-owned',
      'just-me',
      'zero-waste',
    ]);
  });

  test('an unknown tag counts as identity and shows its own text', () => {
    const { pills } = cardPills(['Poet-Owned', 'handcrafted'], null);
    expect(pills[0]).toEqual({ key: 'Poet-Owned', label: 'Poet-Owned', group: 'identity' });
  });
});

describe('public page chips (docs/product.md §4.3)', () => {
  test('first 2 identity chips, then structure, then ethos chips, then the remaining chips', () => {
    const chips = keys(publicPageChips([...E, ...I], 'family-run'));
    expect(chips.join(' ')).toBe(
      'women-owned black-owned family-run handcrafted locally-sourced zero-waste veteran-owned immigrant-owned',
    );
  });
});

describe('step 15 preview chips (docs/product.md §6.15)', () => {
  test('up to 2 identity, structure, up to 4 ethos, then remaining identity', () => {
    const ethos = [...E, 'plastic-free', 'upcycled'];
    const chips = keys(previewChips([...I, ...ethos], 'family-run'));
    expect(chips.join(' ')).toBe(
      'women-owned black-owned family-run handcrafted locally-sourced zero-waste plastic-free veteran-owned immigrant-owned',
    );
  });
});

describe('formats', () => {
  test('prices show 2 decimals', () => {
    expect(formatPrice(25)).toBe('$25.00');
    expect(formatPrice('1234.5')).toBe('$1,234.50');
    // What an en-US formatter writes, ties and large numbers included (written without Intl).
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of [
      0, 0.005, 0.015, 0.125, 1.005, 1.115, 2.675, 8.345, 10.075, 999.995, 1000, 12345.675, 1234567.891,
      99999999.999, -1234.5,
    ])
      expect(formatPrice(n), String(n)).toBe(`$${intl.format(n)}`);
  });
  test('names are cut at 12 characters plus an ellipsis', () => {
    expect(truncateName('Sunny Side Bakery')).toBe('Sunny Side B…');
    expect(truncateName('Short Name')).toBe('Short Name');
    expect(truncateName('ExactlyTwelv')).toBe('ExactlyTwelv');
  });
  test('state names shorten to postal codes', () => {
    expect(stateAbbreviation('California')).toBe('CA');
    expect(stateAbbreviation('Washington DC')).toBe('DC');
    expect(cityState('Austin', 'Texas', true)).toBe('Austin, TX');
    expect(cityState(null, 'Texas')).toBe('Texas');
  });
});

describe('search counts (docs/product.md §20)', () => {
  test('exact counts as they are, estimates rounded to two digits and said to be about that many', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(12_345, true)).toBe('about 12,000');
    expect(formatCount(1_057, true)).toBe('about 1,100');
    expect(formatCount(987_654, true)).toBe('about 990,000');
    expect(formatCount(42, true)).toBe('about 42');
    for (const n of [0, 999, 1000, 1_000_000, 123_456_789, 2 ** 40])
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('formatBytes', () => {
  test('bytes, then kilobytes, then megabytes with one decimal under 10', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(48_400)).toBe('48 KB');
    expect(formatBytes(3_440_000)).toBe('3.4 MB');
    expect(formatBytes(1_234_000_000)).toBe('1,234 MB');
  });
});
