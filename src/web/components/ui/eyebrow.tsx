import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The small upper-case line above a page or section title. */
export function Eyebrow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cn('text-xs font-semibold tracking-[0.16em] text-clay-strong uppercase', className)}>
      {children}
    </p>
  );
}
