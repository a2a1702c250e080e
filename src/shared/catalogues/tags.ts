import type { CatalogueEntry } from './types.ts';

/** Ethos tags describe how a business works; identity tags describe who runs it. */
export type TagGroup = 'ethos' | 'identity';

export interface Tag extends CatalogueEntry {
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
    description: 'Chooses materials and methods that go easier on the planet.',
  },
  {
    slug: 'ethical-labor',
    name: 'Ethical Labor',
    typeName: 'Values',
    group: 'ethos',
    description: 'Pays fairly and treats everyone who makes their goods with dignity.',
  },
  {
    slug: 'fair-trade',
    name: 'Fair Trade',
    typeName: 'Values',
    group: 'ethos',
    description: 'Sources from producers who are paid a fair price for their work.',
  },
  {
    slug: 'faith-driven',
    name: 'Faith-Driven',
    typeName: 'Values',
    group: 'ethos',
    description: 'Guided by the faith and beliefs of the people behind the business.',
  },
  {
    slug: 'gives-back',
    name: 'Gives Back',
    typeName: 'Community',
    group: 'ethos',
    description: 'Shares a portion of its time or profits with local causes and neighbours in need.',
  },
  {
    slug: 'handcrafted',
    name: 'Handcrafted',
    typeName: 'Practice',
    group: 'ethos',
    description: 'Made by hand with skill and care rather than on a production line.',
  },
  {
    slug: 'mindful-practices',
    name: 'Mindful Practices',
    typeName: 'Practice',
    group: 'ethos',
    description: 'Works with intention, from how things are made to how customers are treated.',
  },
  {
    slug: 'locally-sourced',
    name: 'Locally Sourced',
    typeName: 'Materials',
    group: 'ethos',
    description: 'Uses ingredients and materials from nearby farms, makers and suppliers.',
  },
  {
    slug: 'low-waste',
    name: 'Low Waste',
    typeName: 'Practice',
    group: 'ethos',
    description: 'Keeps packaging and offcuts to a minimum and reuses what it can.',
  },
  {
    slug: 'mutual-aid',
    name: 'Mutual Aid',
    typeName: 'Community',
    group: 'ethos',
    description: 'Takes part in neighbour-to-neighbour support networks that share resources directly.',
  },
  {
    slug: 'plastic-free',
    name: 'Plastic-Free',
    typeName: 'Materials',
    group: 'ethos',
    description: 'Avoids plastic in its products and packaging.',
  },
  {
    slug: 'slow-made',
    name: 'Slow-Made',
    typeName: 'Practice',
    group: 'ethos',
    description: 'Takes the time each piece needs instead of rushing to keep up with trends.',
  },
  {
    slug: 'upcycled',
    name: 'Upcycled',
    typeName: 'Materials',
    group: 'ethos',
    description: 'Turns discarded materials into something new, useful and beautiful.',
  },
  {
    slug: 'secondhand',
    name: 'Secondhand',
    typeName: 'Materials',
    group: 'ethos',
    description: 'Gives pre-owned goods a second home instead of a trip to the landfill.',
  },
  {
    slug: 'salvaged',
    name: 'Salvaged',
    typeName: 'Materials',
    group: 'ethos',
    description: 'Rescues wood, metal and other materials from old buildings and projects.',
  },
  {
    slug: 'one-of-a-kind',
    name: 'One of a Kind',
    typeName: 'Practice',
    group: 'ethos',
    description: 'Every piece is unique, so no two are ever quite the same.',
  },
  {
    slug: 'zero-waste',
    name: 'Zero Waste',
    typeName: 'Practice',
    group: 'ethos',
    description: 'Aims to send nothing to landfill by refilling, composting and recycling everything it can.',
  },
] as const satisfies readonly Tag[];

/** Who owns and runs a business, and where they come from (docs/product.md §4.3). */
const IDENTITY_TAG_DATA = [
  {
    slug: 'women-owned',
    name: 'Women-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by one or more women.',
  },
  {
    slug: 'black-owned',
    name: 'Black-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by Black entrepreneurs.',
  },
  {
    slug: 'veteran-owned',
    name: 'Veteran-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned by someone who has served in the armed forces.',
  },
  {
    slug: 'lgbtq-owned',
    name: 'LGBTQ+ Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by members of the LGBTQ+ community.',
  },
  {
    slug: 'immigrant-owned',
    name: 'Immigrant-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Founded by someone who made a new home in this country.',
  },
  {
    slug: 'youth-owned',
    name: 'Youth-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Run by a young entrepreneur getting an early start.',
  },
  {
    slug: 'senior-owned',
    name: 'Senior-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned by an elder bringing a lifetime of experience to their work.',
  },
  {
    slug: 'disabled-owned',
    name: 'Disabled-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by people with disabilities.',
  },
  {
    slug: 'caregiver-owned',
    name: 'Caregiver-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Run by someone who builds their business around caring for a loved one.',
  },
  {
    slug: 'latine-owned',
    name: 'Latine-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by Latine entrepreneurs.',
  },
  {
    slug: 'asian-american-owned',
    name: 'Asian American-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by Asian American entrepreneurs.',
  },
  {
    slug: 'indigenous-owned',
    name: 'Indigenous-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by Native American, Alaska Native or other Indigenous people.',
  },
  {
    slug: 'pacific-islander-owned',
    name: 'Pacific Islander-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by Native Hawaiian and Pacific Islander entrepreneurs.',
  },
  {
    slug: 'middle-eastern-owned',
    name: 'Middle Eastern-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by entrepreneurs of Middle Eastern and North African heritage.',
  },
  {
    slug: 'mom-owned',
    name: 'Mom-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Run by a mom balancing business and family life.',
  },
  {
    slug: 'dad-owned',
    name: 'Dad-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Run by a dad balancing business and family life.',
  },
  {
    slug: 'family-owned',
    name: 'Family-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned by a family and run with family values.',
  },
  {
    slug: 'minority-owned',
    name: 'Minority-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by people from underrepresented racial or ethnic communities.',
  },
  {
    slug: 'neurodivergent-owned',
    name: 'Neurodivergent-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned by someone who is autistic, has ADHD or is otherwise neurodivergent.',
  },
  {
    slug: 'queer-owned',
    name: 'Queer-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by queer entrepreneurs.',
  },
  {
    slug: 'trans-owned',
    name: 'Trans-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by transgender or nonbinary entrepreneurs.',
  },
  {
    slug: 'deaf-owned',
    name: 'Deaf-Owned',
    typeName: 'Ownership',
    group: 'identity',
    description: 'Owned and led by Deaf or hard-of-hearing entrepreneurs.',
  },
  {
    slug: 'student-run',
    name: 'Student-Run',
    typeName: 'Team',
    group: 'identity',
    description: 'Run by students building a business alongside their studies.',
  },
  {
    slug: 'retiree-run',
    name: 'Retiree-Run',
    typeName: 'Team',
    group: 'identity',
    description: 'Run by a retiree turning a lifelong passion into a business.',
  },
  {
    slug: 'artist-run',
    name: 'Artist-Run',
    typeName: 'Team',
    group: 'identity',
    description: 'Run by working artists who make what they sell.',
  },
  {
    slug: 'multi-generational',
    name: 'Multi-Generational',
    typeName: 'Team',
    group: 'identity',
    description: 'Passed down or shared between generations of the same family.',
  },
  {
    slug: 'first-generation',
    name: 'First-Generation',
    typeName: 'Background',
    group: 'identity',
    description: 'Started by the first person in their family to own a business or be born in this country.',
  },
  {
    slug: 'military-spouse',
    name: 'Military Spouse',
    typeName: 'Background',
    group: 'identity',
    description: 'Run by the spouse of a service member, often through moves and deployments.',
  },
  {
    slug: 'formerly-incarcerated',
    name: 'Formerly Incarcerated',
    typeName: 'Background',
    group: 'identity',
    description: 'Built by someone rebuilding their life after incarceration.',
  },
  {
    slug: 'self-taught',
    name: 'Self-Taught',
    typeName: 'Background',
    group: 'identity',
    description: 'Learned the craft through curiosity, practice and plenty of trial and error.',
  },
  {
    slug: 'second-career',
    name: 'Second-Career',
    typeName: 'Background',
    group: 'identity',
    description: 'Started by someone who changed paths to follow a new calling.',
  },
  {
    slug: 'bilingual',
    name: 'Bilingual',
    typeName: 'Language',
    group: 'identity',
    description: 'Happy to serve customers in more than one language.',
  },
  {
    slug: 'spanish-speaking',
    name: 'Spanish-Speaking',
    typeName: 'Language',
    group: 'identity',
    description: 'Serves customers in Spanish as well as English.',
  },
  {
    slug: 'rural',
    name: 'Rural',
    typeName: 'Place',
    group: 'identity',
    description: 'Based in the countryside, far from the big city.',
  },
  {
    slug: 'small-town',
    name: 'Small Town',
    typeName: 'Place',
    group: 'identity',
    description: 'Rooted in a small town where everybody knows the shop.',
  },
] as const satisfies readonly Tag[];

export type EthosTagSlug = (typeof ETHOS_TAG_DATA)[number]['slug'];
export type IdentityTagSlug = (typeof IDENTITY_TAG_DATA)[number]['slug'];
export type TagSlug = EthosTagSlug | IdentityTagSlug;

export const ETHOS_TAGS: readonly Tag[] = ETHOS_TAG_DATA;
export const IDENTITY_TAGS: readonly Tag[] = IDENTITY_TAG_DATA;

/** Every tag, ethos first, in catalogue order. */
export const TAGS: readonly Tag[] = [...ETHOS_TAGS, ...IDENTITY_TAGS];

/** Every tag with the identity group listed first, as the identity step shows them (docs/product.md §6.11). */
export const TAGS_IDENTITY_FIRST: readonly Tag[] = [...IDENTITY_TAGS, ...ETHOS_TAGS];

export const TAG_SLUGS: readonly TagSlug[] = [...ETHOS_TAG_DATA, ...IDENTITY_TAG_DATA].map((t) => t.slug);

const normalise = (value: string): string => value.trim().toLowerCase();

/** Finds a tag by its slug or its display name (case-insensitive). */
export function findTag(slugOrName: string): Tag | undefined {
  const key = normalise(slugOrName);
  return TAGS.find((t) => t.slug === key || normalise(t.name) === key);
}

/** The group a stored tag belongs to; a tag not in the catalogue counts as identity (docs/product.md §4.3). */
export function tagGroup(slugOrName: string): TagGroup {
  return findTag(slugOrName)?.group ?? 'identity';
}
