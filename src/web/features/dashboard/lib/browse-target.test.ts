import { describe, expect, it } from 'vitest';
import { browseTarget, DEFAULT_BROWSE } from './browse-target.ts';

const regions = [
  { slug: 'los-angeles', name: 'Los Angeles' },
  { slug: 'bay-area', name: 'Bay Area' },
];
const sf = {
  city: 'San Francisco',
  state: 'California',
  stateSlug: 'california',
  region: 'Bay Area',
  isLive: true,
};

describe('browseTarget', () => {
  it('defaults to Los Angeles, California', () => {
    expect(DEFAULT_BROWSE).toEqual({
      label: 'Browse Los Angeles Shops',
      to: '/market?state=california&region=los-angeles',
    });
    expect(browseTarget(null, regions)).toBe(DEFAULT_BROWSE);
  });

  it("opens the shopper's own region in a live state", () => {
    expect(browseTarget(sf, regions)).toEqual({
      label: 'Browse Bay Area Shops',
      to: '/market?state=california&region=bay-area',
    });
  });

  it('keeps the default for a state that is not live or a region that is not listed', () => {
    expect(browseTarget({ ...sf, isLive: false }, regions)).toBe(DEFAULT_BROWSE);
    expect(browseTarget({ ...sf, region: 'Nowhere' }, regions)).toBe(DEFAULT_BROWSE);
  });
});
