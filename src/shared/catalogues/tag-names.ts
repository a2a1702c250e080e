// The tags' names and groups: what a card's chips and the search's counts show. Their descriptions
// live in tags.ts, so a page that only names tags (an island, docs/decisions/041) does not bring them.

/** Ethos tags describe how a business works; identity tags describe who runs it. */
export type TagGroup = 'ethos' | 'identity';

export interface TagName {
  slug: string;
  name: string;
  /** A short label for the kind of tag, such as 'Ownership', 'Background' or 'Practice'. */
  typeName: string;
  group: TagGroup;
}

/** The values and practices a business stands for (docs/product.md §4.3). */
const ETHOS_TAG_DATA = [
  {
    slug: 'eco-friendly',
    name: /*i18n*/ 'Eco-Friendly',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'ethical-labor',
    name: /*i18n*/ 'Ethical Labor',
    typeName: 'Values',
    group: 'ethos',
  },
  {
    slug: 'fair-trade',
    name: /*i18n*/ 'Fair Trade',
    typeName: 'Values',
    group: 'ethos',
  },
  {
    slug: 'faith-driven',
    name: /*i18n*/ 'Faith-Driven',
    typeName: 'Values',
    group: 'ethos',
  },
  {
    slug: 'gives-back',
    name: /*i18n*/ 'Gives Back',
    typeName: 'Community',
    group: 'ethos',
  },
  {
    slug: 'handcrafted',
    name: /*i18n*/ 'Handcrafted',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'mindful-practices',
    name: /*i18n*/ 'Mindful Practices',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'locally-sourced',
    name: /*i18n*/ 'Locally Sourced',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'low-waste',
    name: /*i18n*/ 'Low Waste',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'mutual-aid',
    name: /*i18n*/ 'Mutual Aid',
    typeName: 'Community',
    group: 'ethos',
  },
  {
    slug: 'plastic-free',
    name: /*i18n*/ 'Plastic-Free',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'slow-made',
    name: /*i18n*/ 'Slow-Made',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'upcycled',
    name: /*i18n*/ 'Upcycled',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'secondhand',
    name: /*i18n*/ 'Secondhand',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'salvaged',
    name: /*i18n*/ 'Salvaged',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'one-of-a-kind',
    name: /*i18n*/ 'One of a Kind',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'zero-waste',
    name: /*i18n*/ 'Zero Waste',
    typeName: 'Practice',
    group: 'ethos',
  },
] as const satisfies readonly TagName[];

/** Who owns and runs a business, and where they come from (docs/product.md §4.3). */
const IDENTITY_TAG_DATA = [
  {
    slug: 'women-owned',
    name: /*i18n*/ 'Women-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'black-owned',
    name: /*i18n*/ 'Black-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'veteran-owned',
    name: /*i18n*/ 'Veteran-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'lgbtq-owned',
    name: /*i18n*/ 'LGBTQ+ Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'immigrant-owned',
    name: /*i18n*/ 'Immigrant-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'youth-owned',
    name: /*i18n*/ 'Youth-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'senior-owned',
    name: /*i18n*/ 'Senior-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'disabled-owned',
    name: /*i18n*/ 'Disabled-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'caregiver-owned',
    name: /*i18n*/ 'Caregiver-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'latine-owned',
    name: /*i18n*/ 'Latine-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'asian-american-owned',
    name: /*i18n*/ 'Asian American-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'indigenous-owned',
    name: /*i18n*/ 'Indigenous-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'pacific-islander-owned',
    name: /*i18n*/ 'Pacific Islander-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'middle-eastern-owned',
    name: /*i18n*/ 'Middle Eastern-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'mom-owned',
    name: /*i18n*/ 'Mom-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'dad-owned',
    name: /*i18n*/ 'Dad-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'family-owned',
    name: /*i18n*/ 'Family-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'minority-owned',
    name: /*i18n*/ 'Minority-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'neurodivergent-owned',
    name: /*i18n*/ 'Neurodivergent-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'queer-owned',
    name: /*i18n*/ 'Queer-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'trans-owned',
    name: /*i18n*/ 'Trans-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'deaf-owned',
    name: /*i18n*/ 'Deaf-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'student-run',
    name: /*i18n*/ 'Student-Run',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'retiree-run',
    name: /*i18n*/ 'Retiree-Run',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'artist-run',
    name: /*i18n*/ 'Artist-Run',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'multi-generational',
    name: /*i18n*/ 'Multi-Generational',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'first-generation',
    name: /*i18n*/ 'First-Generation',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'military-spouse',
    name: /*i18n*/ 'Military Spouse',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'formerly-incarcerated',
    name: /*i18n*/ 'Formerly Incarcerated',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'self-taught',
    name: /*i18n*/ 'Self-Taught',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'second-career',
    name: /*i18n*/ 'Second-Career',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'bilingual',
    name: /*i18n*/ 'Bilingual',
    typeName: 'Language',
    group: 'identity',
  },
  {
    slug: 'spanish-speaking',
    name: /*i18n*/ 'Spanish-Speaking',
    typeName: 'Language',
    group: 'identity',
  },
  {
    slug: 'rural',
    name: /*i18n*/ 'Rural',
    typeName: 'Place',
    group: 'identity',
  },
  {
    slug: 'small-town',
    name: /*i18n*/ 'Small Town',
    typeName: 'Place',
    group: 'identity',
  },
] as const satisfies readonly TagName[];

export type EthosTagSlug = (typeof ETHOS_TAG_DATA)[number]['slug'];
export type IdentityTagSlug = (typeof IDENTITY_TAG_DATA)[number]['slug'];
export type TagSlug = EthosTagSlug | IdentityTagSlug;

export const ETHOS_TAG_NAMES: readonly TagName[] = ETHOS_TAG_DATA;
export const IDENTITY_TAG_NAMES: readonly TagName[] = IDENTITY_TAG_DATA;
const ALL: readonly TagName[] = [...ETHOS_TAG_DATA, ...IDENTITY_TAG_DATA];

const normalise = (value: string): string => value.trim().toLowerCase();

/** A tag by its slug or its name (any case). */
export function findTagName(slugOrName: string): TagName | undefined {
  const key = normalise(slugOrName);
  return ALL.find((t) => t.slug === key || normalise(t.name) === key);
}

/** The group a stored tag belongs to; a tag not in the catalogue counts as identity (docs/product.md §4.3). */
export function tagGroup(slugOrName: string): TagGroup {
  return findTagName(slugOrName)?.group ?? 'identity';
}
