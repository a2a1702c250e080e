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
    name: 'Eco-Friendly',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'ethical-labor',
    name: 'Ethical Labor',
    typeName: 'Values',
    group: 'ethos',
  },
  {
    slug: 'fair-trade',
    name: 'Fair Trade',
    typeName: 'Values',
    group: 'ethos',
  },
  {
    slug: 'faith-driven',
    name: 'Faith-Driven',
    typeName: 'Values',
    group: 'ethos',
  },
  {
    slug: 'gives-back',
    name: 'Gives Back',
    typeName: 'Community',
    group: 'ethos',
  },
  {
    slug: 'handcrafted',
    name: 'Handcrafted',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'mindful-practices',
    name: 'Mindful Practices',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'locally-sourced',
    name: 'Locally Sourced',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'low-waste',
    name: 'Low Waste',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'mutual-aid',
    name: 'Mutual Aid',
    typeName: 'Community',
    group: 'ethos',
  },
  {
    slug: 'plastic-free',
    name: 'Plastic-Free',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'slow-made',
    name: 'Slow-Made',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'upcycled',
    name: 'Upcycled',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'secondhand',
    name: 'Secondhand',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'salvaged',
    name: 'Salvaged',
    typeName: 'Materials',
    group: 'ethos',
  },
  {
    slug: 'one-of-a-kind',
    name: 'One of a Kind',
    typeName: 'Practice',
    group: 'ethos',
  },
  {
    slug: 'zero-waste',
    name: 'Zero Waste',
    typeName: 'Practice',
    group: 'ethos',
  },
] as const satisfies readonly TagName[];

/** Who owns and runs a business, and where they come from (docs/product.md §4.3). */
const IDENTITY_TAG_DATA = [
  {
    slug: 'women-owned',
    name: 'Women-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'black-owned',
    name: 'Black-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'veteran-owned',
    name: 'Veteran-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'lgbtq-owned',
    name: 'LGBTQ+ Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'immigrant-owned',
    name: 'Immigrant-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'youth-owned',
    name: 'Youth-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'senior-owned',
    name: 'Senior-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'disabled-owned',
    name: 'Disabled-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'caregiver-owned',
    name: 'Caregiver-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'latine-owned',
    name: 'Latine-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'asian-american-owned',
    name: 'Asian American-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'indigenous-owned',
    name: 'Indigenous-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'pacific-islander-owned',
    name: 'Pacific Islander-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'middle-eastern-owned',
    name: 'Middle Eastern-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'mom-owned',
    name: 'Mom-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'dad-owned',
    name: 'Dad-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'family-owned',
    name: 'Family-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'minority-owned',
    name: 'Minority-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'neurodivergent-owned',
    name: 'Neurodivergent-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'queer-owned',
    name: 'Queer-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'trans-owned',
    name: 'Trans-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'deaf-owned',
    name: 'Deaf-Owned',
    typeName: 'Ownership',
    group: 'identity',
  },
  {
    slug: 'student-run',
    name: 'Student-Run',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'retiree-run',
    name: 'Retiree-Run',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'artist-run',
    name: 'Artist-Run',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'multi-generational',
    name: 'Multi-Generational',
    typeName: 'Team',
    group: 'identity',
  },
  {
    slug: 'first-generation',
    name: 'First-Generation',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'military-spouse',
    name: 'Military Spouse',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'formerly-incarcerated',
    name: 'Formerly Incarcerated',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'self-taught',
    name: 'Self-Taught',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'second-career',
    name: 'Second-Career',
    typeName: 'Background',
    group: 'identity',
  },
  {
    slug: 'bilingual',
    name: 'Bilingual',
    typeName: 'Language',
    group: 'identity',
  },
  {
    slug: 'spanish-speaking',
    name: 'Spanish-Speaking',
    typeName: 'Language',
    group: 'identity',
  },
  {
    slug: 'rural',
    name: 'Rural',
    typeName: 'Place',
    group: 'identity',
  },
  {
    slug: 'small-town',
    name: 'Small Town',
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
