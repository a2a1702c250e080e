import { describe, expect, it } from 'vitest';
import { canonicalSearch, filterCount, searchHref, toggled, withValue } from './search-params.ts';

const p = (query: string) => new URLSearchParams(query);

describe('the search address', () => {
  it('drops empty values, the page and unknown keys, in a fixed order', () => {
    expect(
      canonicalSearch(p('zip=&radius=50&open=1&q=+bread+&cursor=abc&color=red&category=candles')).toString(),
    ).toBe('q=bread&category=candles&open=1');
  });
  it('adds and removes one value of a list filter', () => {
    const one = toggled(p('category=candles'), 'category', 'gifts');
    expect(one.getAll('category')).toEqual(['candles', 'gifts']);
    expect(toggled(one, 'category', 'candles').getAll('category')).toEqual(['gifts']);
  });
  it('a one-value filter is replaced, or cleared when chosen again', () => {
    expect(toggled(p('type=shop'), 'type', 'service').get('type')).toBe('service');
    expect(toggled(p('type=shop'), 'type', 'shop').has('type')).toBe(false);
  });
  it('a region goes with its state; a radius with its ZIP code', () => {
    expect(withValue(p('state=texas&region=austin'), 'state', 'california').toString()).toBe(
      'state=california',
    );
    expect(toggled(p('zip=90012&radius=10'), 'zip', '90012').toString()).toBe('');
    expect(withValue(p('zip=90012&radius=10'), 'zip', null).toString()).toBe('');
  });
  it('counts filters, not words or the radius', () => {
    expect(filterCount(p('q=bread&identity=black-owned&identity=women-owned&zip=90012&radius=5'))).toBe(3);
    // A form sent without script carries its empty fields.
    expect(filterCount(p('q=candles&zip=&radius=50&open=1&state=california&type=&rateMin='))).toBe(2);
  });
  it('the href of a search', () => {
    expect(searchHref(p(''))).toBe('/search');
    expect(searchHref(p('q=café'))).toBe('/search?q=caf%C3%A9');
  });
});
