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
  'eco-friendly': /*i18n*/ 'Chooses materials and methods that go easier on the planet.',
  'ethical-labor': /*i18n*/ 'Pays fairly and treats everyone who makes their goods with dignity.',
  'fair-trade': /*i18n*/ 'Sources from producers who are paid a fair price for their work.',
  'faith-driven': /*i18n*/ 'Guided by the faith and beliefs of the people behind the business.',
  'gives-back': /*i18n*/ 'Shares a portion of its time or profits with local causes and neighbours in need.',
  handcrafted: /*i18n*/ 'Made by hand with skill and care rather than on a production line.',
  'mindful-practices':
    /*i18n*/ 'Works with intention, from how things are made to how customers are treated.',
  'locally-sourced': /*i18n*/ 'Uses ingredients and materials from nearby farms, makers and suppliers.',
  'low-waste': /*i18n*/ 'Keeps packaging and offcuts to a minimum and reuses what it can.',
  'mutual-aid':
    /*i18n*/ 'Takes part in neighbour-to-neighbour support networks that share resources directly.',
  'plastic-free': /*i18n*/ 'Avoids plastic in its products and packaging.',
  'slow-made': /*i18n*/ 'Takes the time each piece needs instead of rushing to keep up with trends.',
  upcycled: /*i18n*/ 'Turns discarded materials into something new, useful and beautiful.',
  secondhand: /*i18n*/ 'Gives pre-owned goods a second home instead of a trip to the landfill.',
  salvaged: /*i18n*/ 'Rescues wood, metal and other materials from old buildings and projects.',
  'one-of-a-kind': /*i18n*/ 'Every piece is unique, so no two are ever quite the same.',
  'zero-waste':
    /*i18n*/ 'Aims to send nothing to landfill by refilling, composting and recycling everything it can.',
  'women-owned': /*i18n*/ 'Owned and led by one or more women.',
  'black-owned': /*i18n*/ 'Owned and led by Black entrepreneurs.',
  'veteran-owned': /*i18n*/ 'Owned by someone who has served in the armed forces.',
  'lgbtq-owned': /*i18n*/ 'Owned and led by members of the LGBTQ+ community.',
  'immigrant-owned': /*i18n*/ 'Founded by someone who made a new home in this country.',
  'youth-owned': /*i18n*/ 'Run by a young entrepreneur getting an early start.',
  'senior-owned': /*i18n*/ 'Owned by an elder bringing a lifetime of experience to their work.',
  'disabled-owned': /*i18n*/ 'Owned and led by people with disabilities.',
  'caregiver-owned': /*i18n*/ 'Run by someone who builds their business around caring for a loved one.',
  'latine-owned': /*i18n*/ 'Owned and led by Latine entrepreneurs.',
  'asian-american-owned': /*i18n*/ 'Owned and led by Asian American entrepreneurs.',
  'indigenous-owned': /*i18n*/ 'Owned and led by Native American, Alaska Native or other Indigenous people.',
  'pacific-islander-owned': /*i18n*/ 'Owned and led by Native Hawaiian and Pacific Islander entrepreneurs.',
  'middle-eastern-owned':
    /*i18n*/ 'Owned and led by entrepreneurs of Middle Eastern and North African heritage.',
  'mom-owned': /*i18n*/ 'Run by a mom balancing business and family life.',
  'dad-owned': /*i18n*/ 'Run by a dad balancing business and family life.',
  'family-owned': /*i18n*/ 'Owned by a family and run with family values.',
  'minority-owned': /*i18n*/ 'Owned and led by people from underrepresented racial or ethnic communities.',
  'neurodivergent-owned':
    /*i18n*/ 'Owned by someone who is autistic, has ADHD or is otherwise neurodivergent.',
  'queer-owned': /*i18n*/ 'Owned and led by queer entrepreneurs.',
  'trans-owned': /*i18n*/ 'Owned and led by transgender or nonbinary entrepreneurs.',
  'deaf-owned': /*i18n*/ 'Owned and led by Deaf or hard-of-hearing entrepreneurs.',
  'student-run': /*i18n*/ 'Run by students building a business alongside their studies.',
  'retiree-run': /*i18n*/ 'Run by a retiree turning a lifelong passion into a business.',
  'artist-run': /*i18n*/ 'Run by working artists who make what they sell.',
  'multi-generational': /*i18n*/ 'Passed down or shared between generations of the same family.',
  'first-generation':
    /*i18n*/ 'Started by the first person in their family to own a business or be born in this country.',
  'military-spouse': /*i18n*/ 'Run by the spouse of a service member, often through moves and deployments.',
  'formerly-incarcerated': /*i18n*/ 'Built by someone rebuilding their life after incarceration.',
  'self-taught': /*i18n*/ 'Learned the craft through curiosity, practice and plenty of trial and error.',
  'second-career': /*i18n*/ 'Started by someone who changed paths to follow a new calling.',
  bilingual: /*i18n*/ 'Happy to serve customers in more than one language.',
  'spanish-speaking': /*i18n*/ 'Serves customers in Spanish as well as English.',
  rural: /*i18n*/ 'Based in the countryside, far from the big city.',
  'small-town': /*i18n*/ 'Rooted in a small town where everybody knows the shop.',
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
