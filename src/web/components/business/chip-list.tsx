import type { Chip } from '#shared/display/chips.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Pill } from '../ui/pill.tsx';

export interface ChipListProps {
  chips: readonly Chip[];
  /** How many chips are not shown: adds a neutral '+N more' pill when above 0. */
  more?: number;
  /** Accessible name of the list, e.g. 'Identity and values' (default 'Tags'). */
  label?: string;
  className?: string;
}

/**
 * Tag chips as coloured pills (identity, structure, ethos), in the order the caller gives. A chip's
 * label is its catalogue name in English (a message), else the tag as written.
 */
export function ChipList({ chips, more = 0, label, className }: ChipListProps) {
  const i18n = useI18n();
  if (chips.length === 0 && more <= 0) return null;
  return (
    <ul aria-label={label ?? i18n._('Tags')} className={cn('flex flex-wrap gap-1.5', className)}>
      {chips.map((chip) => (
        <li key={`${chip.group}:${chip.key}`}>
          <Pill group={chip.group}>{i18n._(chip.label)}</Pill>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Pill group="neutral">{i18n._('+{more} more', { more })}</Pill>
        </li>
      ) : null}
    </ul>
  );
}
