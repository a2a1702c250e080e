import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A placeholder block shown while content with a known layout loads (hidden from screen readers). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-cream-deep motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
