// Chip and pill ordering rules (docs/product.md §4.3), in one place for cards, the public page and
// the step-15 preview. Tags are slugs (or names); unknown tags count as identity tags.
import { findStructure } from '../catalogues/structures.ts';
import { findTagName, tagGroup } from '../catalogues/tag-names.ts';

export type ChipGroup = 'identity' | 'structure' | 'ethos';
export interface Chip {
  key: string;
  label: string;
  group: ChipGroup;
}
export interface CardPills {
  pills: Chip[];
  /** How many chips the card does not show ('+N more'); 0 when none are hidden. */
  more: number;
}

function split(tags: readonly string[]) {
  const identity: Chip[] = [];
  const ethos: Chip[] = [];
  for (const tag of tags) {
    const group = tagGroup(tag);
    const chip: Chip = { key: tag, label: findTagName(tag)?.name ?? tag, group };
    (group === 'ethos' ? ethos : identity).push(chip);
  }
  return { identity, ethos };
}

function structureChip(structure: string | null | undefined): Chip[] {
  if (!structure) return [];
  return [{ key: structure, label: findStructure(structure)?.name ?? structure, group: 'structure' }];
}

/**
 * Card (rule C4): at most 3 pills first — first identity, then structure, then first ethos — then up to
 * 2 more in pill order (structure, identity, ethos), then '+N more' for the rest.
 */
export function cardPills(tags: readonly string[], structure?: string | null, moreLimit = 2): CardPills {
  const { identity, ethos } = split(tags);
  const lead = [identity[0], ...structureChip(structure), ethos[0]].filter(Boolean) as Chip[];
  const rest = [...identity.slice(1), ...ethos.slice(1)];
  const extra = rest.slice(0, moreLimit);
  return { pills: [...lead, ...extra], more: rest.length - extra.length };
}

/** Public page (rule C5): first 2 identity chips, then the structure, then the ethos chips, then the remaining chips. */
export function publicPageChips(tags: readonly string[], structure?: string | null): Chip[] {
  const { identity, ethos } = split(tags);
  return [...identity.slice(0, 2), ...structureChip(structure), ...ethos, ...identity.slice(2)];
}

/** Step 15 preview (rule C6): up to 2 identity chips, the structure, up to 4 ethos chips, then the remaining identity chips. */
export function previewChips(tags: readonly string[], structure?: string | null): Chip[] {
  const { identity, ethos } = split(tags);
  return [...identity.slice(0, 2), ...structureChip(structure), ...ethos.slice(0, 4), ...identity.slice(2)];
}
