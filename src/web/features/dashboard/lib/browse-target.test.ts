import { describe, expect, it } from 'vitest';
import { english } from '#shared/i18n/english.ts';
import { browseTarget, defaultBrowse } from './browse-target.ts';

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
    expect(defaultBrowse(english)).toEqual({
      label: 'Browse Los Angeles Shops',
      to: '/market?state=california&region=los-angeles',
    });
    expect(browseTarget(null, regions, english)).toEqual(defaultBrowse(english));
  });

  it("opens the shopper's own region in a live state", () => {
    expect(browseTarget(sf, regions, english)).toEqual({
      label: 'Browse Bay Area Shops',
      to: '/market?state=california&region=bay-area',
    });
  });

  it('keeps the default for a state that is not live or a region that is not listed', () => {
    expect(browseTarget({ ...sf, isLive: false }, regions, english)).toEqual(defaultBrowse(english));
    expect(browseTarget({ ...sf, region: 'Nowhere' }, regions, english)).toEqual(defaultBrowse(english));
  });
});
