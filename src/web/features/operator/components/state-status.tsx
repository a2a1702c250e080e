import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { AdminState } from '../api/get-admin-states.ts';

/** Live, Paused (a live state taken off) or Not live yet: one pill, one colour each. */
export function StateStatus({ state, className }: { state: AdminState; className?: string }) {
  const i18n = useI18n();
  const paused = !state.isLive && state.lastChange?.action === 'pause';
  const [label, tone] = state.isLive
    ? [i18n._('Live'), 'bg-primary-soft text-primary ring-primary/25']
    : paused
      ? [i18n._('Paused'), 'bg-clay-soft text-clay-strong ring-clay/30']
      : [i18n._('Not live'), 'bg-cream-deep text-ink-soft ring-line'];
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
