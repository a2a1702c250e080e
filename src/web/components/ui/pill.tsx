import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type PillGroup = 'identity' | 'structure' | 'ethos' | 'neutral';

const groups: Record<PillGroup, string> = {
  identity: 'bg-chip-identity text-chip-identity-ink ring-chip-identity-line',
  structure: 'bg-chip-structure text-chip-structure-ink ring-chip-structure-line',
  ethos: 'bg-chip-ethos text-chip-ethos-ink ring-chip-ethos-line',
  neutral: 'bg-cream-deep text-ink-soft ring-line',
};

/** Classes for a chip of a tag group; also usable on buttons/labels (e.g. selectable chips). */
export function pillClasses(group: PillGroup = 'neutral', className?: string) {
  return cn(
    'inline-flex items-center gap-1 rounded-pill px-3 py-1 text-xs font-semibold leading-5 ring-1 ring-inset',
    groups[group],
    className,
  );
}

export interface PillProps extends ComponentProps<'span'> {
  group?: PillGroup;
}

/** A tag chip coloured by its group, so identity, structure and ethos read apart (docs/product.md §4.3). */
export function Pill({ group, className, ...props }: PillProps) {
  return <span className={pillClasses(group, className)} {...props} />;
}
