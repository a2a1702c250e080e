import { ETHOS_TAG_NAMES, findTagName, IDENTITY_TAG_NAMES, type TagName, type TagSlug } from './tag-names.ts';
import type { CatalogueEntry } from './types.ts';

export {
  type EthosTagSlug,
  type IdentityTagSlug,
  type TagGroup,
  type TagSlug,
  tagGroup,
} from './tag-names.ts';

export interface Tag extends CatalogueEntry, TagName {}

/** Each tag in a sentence (docs/product.md §4.3); its name and group are in tag-names.ts. */
const DESCRIPTIONS: Record<TagSlug, string> = {
  'eco-friendly': 'Chooses materials and methods that go easier on the planet.',
  'ethical-labor': 'Pays fairly and treats everyone who makes their goods with dignity.',
  'fair-trade': 'Sources from producers who are paid a fair price for their work.',
  'faith-driven': 'Guided by the faith and beliefs of the people behind the business.',
  'gives-back': 'Shares a portion of its time or profits with local causes and neighbours in need.',
  handcrafted: 'Made by hand with skill and care rather than on a production line.',
  'mindful-practices': 'Works with intention, from how things are made to how customers are treated.',
  'locally-sourced': 'Uses ingredients and materials from nearby farms, makers and suppliers.',
  'low-waste': 'Keeps packaging and offcuts to a minimum and reuses what it can.',
  'mutual-aid': 'Takes part in neighbour-to-neighbour support networks that share resources directly.',
  'plastic-free': 'Avoids plastic in its products and packaging.',
  'slow-made': 'Takes the time each piece needs instead of rushing to keep up with trends.',
  upcycled: 'Turns discarded materials into something new, useful and beautiful.',
  secondhand: 'Gives pre-owned goods a second home instead of a trip to the landfill.',
  salvaged: 'Rescues wood, metal and other materials from old buildings and projects.',
  'one-of-a-kind': 'Every piece is unique, so no two are ever quite the same.',
  'zero-waste': 'Aims to send nothing to landfill by refilling, composting and recycling everything it can.',
  'women-owned': 'Owned and led by one or more women.',
  'black-owned': 'Owned and led by Black entrepreneurs.',
  'veteran-owned': 'Owned by someone who has served in the armed forces.',
  'lgbtq-owned': 'Owned and led by members of the LGBTQ+ community.',
  'immigrant-owned': 'Founded by someone who made a new home in this country.',
  'youth-owned': 'Run by a young entrepreneur getting an early start.',
  'senior-owned': 'Owned by an elder bringing a lifetime of experience to their work.',
  'disabled-owned': 'Owned and led by people with disabilities.',
  'caregiver-owned': 'Run by someone who builds their business around caring for a loved one.',
  'latine-owned': 'Owned and led by Latine entrepreneurs.',
  'asian-american-owned': 'Owned and led by Asian American entrepreneurs.',
  'indigenous-owned': 'Owned and led by Native American, Alaska Native or other Indigenous people.',
  'pacific-islander-owned': 'Owned and led by Native Hawaiian and Pacific Islander entrepreneurs.',
  'middle-eastern-owned': 'Owned and led by entrepreneurs of Middle Eastern and North African heritage.',
  'mom-owned': 'Run by a mom balancing business and family life.',
  'dad-owned': 'Run by a dad balancing business and family life.',
  'family-owned': 'Owned by a family and run with family values.',
  'minority-owned': 'Owned and led by people from underrepresented racial or ethnic communities.',
  'neurodivergent-owned': 'Owned by someone who is autistic, has ADHD or is otherwise neurodivergent.',
  'queer-owned': 'Owned and led by queer entrepreneurs.',
  'trans-owned': 'Owned and led by transgender or nonbinary entrepreneurs.',
  'deaf-owned': 'Owned and led by Deaf or hard-of-hearing entrepreneurs.',
  'student-run': 'Run by students building a business alongside their studies.',
  'retiree-run': 'Run by a retiree turning a lifelong passion into a business.',
  'artist-run': 'Run by working artists who make what they sell.',
  'multi-generational': 'Passed down or shared between generations of the same family.',
  'first-generation':
    'Started by the first person in their family to own a business or be born in this country.',
  'military-spouse': 'Run by the spouse of a service member, often through moves and deployments.',
  'formerly-incarcerated': 'Built by someone rebuilding their life after incarceration.',
  'self-taught': 'Learned the craft through curiosity, practice and plenty of trial and error.',
  'second-career': 'Started by someone who changed paths to follow a new calling.',
  bilingual: 'Happy to serve customers in more than one language.',
  'spanish-speaking': 'Serves customers in Spanish as well as English.',
  rural: 'Based in the countryside, far from the big city.',
  'small-town': 'Rooted in a small town where everybody knows the shop.',
};

const described = (tag: TagName): Tag => ({ ...tag, description: DESCRIPTIONS[tag.slug as TagSlug] });

export const ETHOS_TAGS: readonly Tag[] = ETHOS_TAG_NAMES.map(described);
export const IDENTITY_TAGS: readonly Tag[] = IDENTITY_TAG_NAMES.map(described);

/** Every tag, ethos first, in catalogue order. */
export const TAGS: readonly Tag[] = [...ETHOS_TAGS, ...IDENTITY_TAGS];

/** Every tag with the identity group listed first, as the identity step shows them (docs/product.md §6.11). */
export const TAGS_IDENTITY_FIRST: readonly Tag[] = [...IDENTITY_TAGS, ...ETHOS_TAGS];

export const TAG_SLUGS: readonly TagSlug[] = TAGS.map((t) => t.slug as TagSlug);

/** Finds a tag by its slug or its display name (case-insensitive). */
export function findTag(slugOrName: string): Tag | undefined {
  const named = findTagName(slugOrName);
  return named && TAGS.find((t) => t.slug === named.slug);
}
