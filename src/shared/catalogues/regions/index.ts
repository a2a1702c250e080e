export { findRegionBySlug, REGIONS_BY_STATE, regionFor, regionsForState } from './regions.ts';
export type { RegionDef } from './types.ts';
