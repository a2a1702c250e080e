import states from './states.json' with { type: 'json' };

/** The six groups the explore page lists states under (docs/product.md §2.2). */
export const EXPLORE_GROUPS = [
  /*i18n*/ 'Pacific',
  /*i18n*/ 'Mountain',
  /*i18n*/ 'Southwest',
  /*i18n*/ 'Midwest',
  /*i18n*/ 'Southeast',
  /*i18n*/ 'Northeast',
] as const;
export type ExploreGroup = (typeof EXPLORE_GROUPS)[number];

export interface UsState {
  /** Kebab-case URL slug: 'california', 'new-york', 'washington-dc'. */
  slug: string;
  name: string;
  /** USPS code, as in the zip data: 'CA', 'DC'. */
  code: string;
  exploreGroup: ExploreGroup;
  /** Seeds `states.is_live`: the ten states open for publishing at launch (docs/product.md §2.1). */
  launchLive: boolean;
}

/** The 50 states and DC, by name (data in states.json). */
export const US_STATES: readonly UsState[] = states as UsState[];

const normalise = (value: string) => value.trim().toLowerCase();

const BY_SLUG = new Map(US_STATES.map((state) => [state.slug, state]));
const BY_CODE = new Map(US_STATES.map((state) => [state.code, state]));
const BY_NAME = new Map(US_STATES.map((state) => [normalise(state.name), state]));
// Other spellings of DC's name; 'District of Columbia' is the one in the GeoNames zip data.
for (const alias of ['District of Columbia', 'Washington, DC', 'Washington, D.C.', 'Washington D.C.']) {
  BY_NAME.set(normalise(alias), BY_CODE.get('DC')!);
}

export function findStateBySlug(slug: string): UsState | undefined {
  return BY_SLUG.get(normalise(slug));
}

/** Case-insensitive: 'ca' and 'CA' both find California. */
export function findStateByCode(code: string): UsState | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Case-insensitive; DC is also found as 'District of Columbia'. */
export function findStateByName(name: string): UsState | undefined {
  return BY_NAME.get(normalise(name));
}

/** The USPS code for a state name ('California' → 'CA'), or undefined. */
export function stateCode(name: string): string | undefined {
  return findStateByName(name)?.code;
}

/**
 * A state written the one way every screen shows it: 'CA', 'ca' and 'california' → 'California'.
 * Anything that names no state is returned trimmed, as typed.
 */
export function stateName(value: string): string {
  return (findStateByCode(value) ?? findStateByName(value))?.name ?? value.trim();
}
