import type { ReactNode } from 'react';
import { Eyebrow } from './ui/eyebrow.tsx';

export interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** A page's h1 block, on a soft band under the nav bar. */
export function PageHeader({ title, eyebrow, description, children }: PageHeaderProps) {
  return (
    <div className="border-b border-line/70 bg-cream-deep/50">
      <div className="mx-auto max-w-page px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-2 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
        {description ? <p className="mt-3 max-w-2xl text-lg text-ink-soft">{description}</p> : null}
        {children}
      </div>
    </div>
  );
}
