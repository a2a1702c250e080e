import { describe, expect, it } from 'vitest';
import { menuLinks } from './settings-menu.ts';

describe('the business settings menu', () => {
  it('links every entry of the settings menu (docs/product.md §8.2) to its wizard step', () => {
    expect(menuLinks().map((l) => [l.group, l.label, l.step])).toEqual([
      ['Business Information', 'Business Information', 3],
      ['Business Information', 'Business Category', 2],
      ['Business Information', 'Contact Information', 5],
      ['Business Information', 'Primary Contact', 6],
      [null, 'Update Headline + Story', 4],
      [null, 'Offerings', 10],
      ['Identity + Structure', 'Identity', 11],
      ['Identity + Structure', 'Structure', 12],
      [null, 'Mobile Service', 8],
      [null, 'Service Pricing', 9],
      ['Business Photos', 'Owner Photo + Business Logo', 13],
      ['Business Photos', 'Product Photos', 14],
    ]);
  });
});
