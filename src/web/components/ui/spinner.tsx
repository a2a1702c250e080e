import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface SpinnerProps {
  /** Announced politely and visually hidden ('Loading…' unless given); pass '' when nearby text already says it. */
  label?: string;
  className?: string;
}

/** A small spinner. Prefer <Skeleton> when the layout of what loads is known. */
export function Spinner({ label, className }: SpinnerProps) {
  const i18n = useI18n();
  const icon = (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-[1.1em] motion-safe:animate-spin">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return <span className={cn('inline-flex items-center', className)}>{icon}</span>;
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      {icon}
      <span className="sr-only">{label ?? i18n._('Loading…')}</span>
    </span>
  );
}
