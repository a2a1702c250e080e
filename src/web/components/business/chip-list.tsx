import type { Chip } from '#shared/display/chips.ts';
import { cn } from '../../lib/cn.ts';
import { Pill } from '../ui/pill.tsx';

export interface ChipListProps {
  chips: readonly Chip[];
  /** How many chips are not shown: adds a neutral '+N more' pill when above 0. */
  more?: number;
  /** Accessible name of the list, e.g. 'Identity and values'. */
  label?: string;
  className?: string;
}

/** Tag chips as coloured pills (identity, structure, ethos), in the order the caller gives. */
export function ChipList({ chips, more = 0, label = 'Tags', className }: ChipListProps) {
  if (chips.length === 0 && more <= 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {chips.map((chip) => (
        <li key={`${chip.group}:${chip.key}`}>
          <Pill group={chip.group}>{chip.label}</Pill>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Pill group="neutral">+{more} more</Pill>
        </li>
      ) : null}
    </ul>
  );
}
