import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Slot } from './slot.tsx';

export interface CardProps extends ComponentProps<'div'> {
  /** Render the single child (e.g. an <article> or <Link>) with card styles. */
  asChild?: boolean;
  /** Adds hover lift for clickable cards. */
  interactive?: boolean;
}

/** A rounded paper surface with a soft shadow. Pad it yourself (e.g. `p-6`). */
export function Card({ asChild = false, interactive = false, className, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      className={cn(
        'block overflow-hidden rounded-xl border border-line/70 bg-paper shadow-soft',
        interactive && 'transition duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lift',
        className,
      )}
      {...props}
    />
  );
}
