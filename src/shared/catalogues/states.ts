/** The six groups the explore page lists states under (docs/product.md §2.2). */
export const EXPLORE_GROUPS = [
  'Pacific',
  'Mountain',
  'Southwest',
  'Midwest',
  'Southeast',
  'Northeast',
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

/** The 50 states and DC, by name. */
export const US_STATES: readonly UsState[] = [
  { slug: 'alabama', name: 'Alabama', code: 'AL', exploreGroup: 'Southeast', launchLive: true },
  { slug: 'alaska', name: 'Alaska', code: 'AK', exploreGroup: 'Pacific', launchLive: false },
  { slug: 'arizona', name: 'Arizona', code: 'AZ', exploreGroup: 'Southwest', launchLive: true },
  { slug: 'arkansas', name: 'Arkansas', code: 'AR', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'california', name: 'California', code: 'CA', exploreGroup: 'Pacific', launchLive: true },
  { slug: 'colorado', name: 'Colorado', code: 'CO', exploreGroup: 'Mountain', launchLive: false },
  { slug: 'connecticut', name: 'Connecticut', code: 'CT', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'delaware', name: 'Delaware', code: 'DE', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'florida', name: 'Florida', code: 'FL', exploreGroup: 'Southeast', launchLive: true },
  { slug: 'georgia', name: 'Georgia', code: 'GA', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'hawaii', name: 'Hawaii', code: 'HI', exploreGroup: 'Pacific', launchLive: true },
  { slug: 'idaho', name: 'Idaho', code: 'ID', exploreGroup: 'Mountain', launchLive: false },
  { slug: 'illinois', name: 'Illinois', code: 'IL', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'indiana', name: 'Indiana', code: 'IN', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'iowa', name: 'Iowa', code: 'IA', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'kansas', name: 'Kansas', code: 'KS', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'kentucky', name: 'Kentucky', code: 'KY', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'louisiana', name: 'Louisiana', code: 'LA', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'maine', name: 'Maine', code: 'ME', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'maryland', name: 'Maryland', code: 'MD', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'massachusetts', name: 'Massachusetts', code: 'MA', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'michigan', name: 'Michigan', code: 'MI', exploreGroup: 'Midwest', launchLive: true },
  { slug: 'minnesota', name: 'Minnesota', code: 'MN', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'mississippi', name: 'Mississippi', code: 'MS', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'missouri', name: 'Missouri', code: 'MO', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'montana', name: 'Montana', code: 'MT', exploreGroup: 'Mountain', launchLive: false },
  { slug: 'nebraska', name: 'Nebraska', code: 'NE', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'nevada', name: 'Nevada', code: 'NV', exploreGroup: 'Mountain', launchLive: true },
  { slug: 'new-hampshire', name: 'New Hampshire', code: 'NH', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'new-jersey', name: 'New Jersey', code: 'NJ', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'new-mexico', name: 'New Mexico', code: 'NM', exploreGroup: 'Southwest', launchLive: false },
  { slug: 'new-york', name: 'New York', code: 'NY', exploreGroup: 'Northeast', launchLive: false },
  {
    slug: 'north-carolina',
    name: 'North Carolina',
    code: 'NC',
    exploreGroup: 'Southeast',
    launchLive: false,
  },
  { slug: 'north-dakota', name: 'North Dakota', code: 'ND', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'ohio', name: 'Ohio', code: 'OH', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'oklahoma', name: 'Oklahoma', code: 'OK', exploreGroup: 'Southwest', launchLive: false },
  { slug: 'oregon', name: 'Oregon', code: 'OR', exploreGroup: 'Pacific', launchLive: true },
  { slug: 'pennsylvania', name: 'Pennsylvania', code: 'PA', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'rhode-island', name: 'Rhode Island', code: 'RI', exploreGroup: 'Northeast', launchLive: false },
  {
    slug: 'south-carolina',
    name: 'South Carolina',
    code: 'SC',
    exploreGroup: 'Southeast',
    launchLive: false,
  },
  { slug: 'south-dakota', name: 'South Dakota', code: 'SD', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'tennessee', name: 'Tennessee', code: 'TN', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'texas', name: 'Texas', code: 'TX', exploreGroup: 'Southwest', launchLive: true },
  { slug: 'utah', name: 'Utah', code: 'UT', exploreGroup: 'Mountain', launchLive: false },
  { slug: 'vermont', name: 'Vermont', code: 'VT', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'virginia', name: 'Virginia', code: 'VA', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'washington', name: 'Washington', code: 'WA', exploreGroup: 'Pacific', launchLive: true },
  { slug: 'washington-dc', name: 'Washington DC', code: 'DC', exploreGroup: 'Northeast', launchLive: false },
  { slug: 'west-virginia', name: 'West Virginia', code: 'WV', exploreGroup: 'Southeast', launchLive: false },
  { slug: 'wisconsin', name: 'Wisconsin', code: 'WI', exploreGroup: 'Midwest', launchLive: false },
  { slug: 'wyoming', name: 'Wyoming', code: 'WY', exploreGroup: 'Mountain', launchLive: false },
];

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
