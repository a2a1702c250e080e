import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Eyebrow } from './ui/eyebrow.tsx';

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** e.g. a "View all" link, shown at the end on wide screens. */
  action?: ReactNode;
  className?: string;
}

/** An h2 with an optional small eyebrow line, description and action. */
export function SectionHeading({ id, eyebrow, title, description, action, className }: SectionHeadingProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="max-w-2xl">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h2 id={id} className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">
          {title}
        </h2>
        {description ? <p className="mt-3 text-ink-soft sm:text-lg">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
