import { cn } from '../../../lib/cn.ts';
import type { AdminState } from '../api/get-admin-states.ts';

/** Live, Paused (a live state taken off) or Not live yet: one pill, one colour each. */
export function StateStatus({ state, className }: { state: AdminState; className?: string }) {
  const paused = !state.isLive && state.lastChange?.action === 'pause';
  const [label, tone] = state.isLive
    ? ['Live', 'bg-primary-soft text-primary ring-primary/25']
    : paused
      ? ['Paused', 'bg-clay-soft text-clay-strong ring-clay/30']
      : ['Not live', 'bg-cream-deep text-ink-soft ring-line'];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
