import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';

/** A quiet "← {label}" link at the top of a page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink
      to={to}
      className="inline-flex items-center gap-1.5 rounded-pill py-1 pr-3 text-sm font-semibold text-primary transition-colors hover:text-primary-hover"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </AppLink>
  );
}
