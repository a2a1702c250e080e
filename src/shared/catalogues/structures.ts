import type { CatalogueEntry } from './types.ts';

export type Structure = CatalogueEntry;

/** How a business is organised; a profile picks exactly one (docs/product.md §6.12). */
const STRUCTURE_DATA = [
  {
    slug: 'just-me',
    name: /*i18n*/ 'Just me',
    description: 'A solo owner who makes, sells and answers every message personally.',
  },
  {
    slug: 'collective',
    name: /*i18n*/ 'Collective',
    description: 'A group of independent makers or practitioners who share a name, space or storefront.',
  },
  {
    slug: 'community-led',
    name: /*i18n*/ 'Community-Led',
    description: 'A business shaped and steered by the neighbourhood or community it serves.',
  },
  {
    slug: 'family-run',
    name: /*i18n*/ 'Family run',
    description: 'A business owned and operated by members of the same family.',
  },
  {
    slug: 'friend-run',
    name: /*i18n*/ 'Friend run',
    description: 'A business started and run together by a group of friends.',
  },
  {
    slug: 'partner-run',
    name: /*i18n*/ 'Partner run',
    description: 'A business co-owned by two partners, whether in life or in business.',
  },
  {
    slug: 'multi-gen',
    name: /*i18n*/ 'Multi-Gen',
    description: 'A business where several generations work side by side and pass the craft along.',
  },
  {
    slug: 'team-5-10',
    name: /*i18n*/ 'Team 5–10',
    description: 'A small team of five to ten people working together.',
  },
  {
    slug: 'team-under-5',
    name: /*i18n*/ 'Team Under 5',
    description: 'A tight-knit crew of fewer than five people.',
  },
  {
    slug: 'team-10-20',
    name: /*i18n*/ 'Team 10–20',
    description: 'A growing team of ten to twenty people.',
  },
  {
    slug: 'team-25-plus',
    name: /*i18n*/ 'Team 25+',
    description: 'An established local business with a team of twenty-five or more.',
  },
  {
    slug: 'worker-co-op',
    name: /*i18n*/ 'Worker Co-op',
    description: 'A cooperative owned and democratically run by the people who work there.',
  },
] as const satisfies readonly Structure[];

export type StructureSlug = (typeof STRUCTURE_DATA)[number]['slug'];

export const STRUCTURES: readonly Structure[] = STRUCTURE_DATA;

export const STRUCTURE_SLUGS: readonly StructureSlug[] = STRUCTURE_DATA.map((s) => s.slug);

export function findStructure(slug: string): Structure | undefined {
  return STRUCTURES.find((s) => s.slug === slug);
}
