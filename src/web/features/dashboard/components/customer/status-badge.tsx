import { cn } from '../../../../lib/cn.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** 'Live' (published) or another label for a hidden profile, as a small dot badge. */
export function StatusBadge({ live, hiddenLabel }: { live: boolean; hiddenLabel?: string }) {
  const i18n = useI18n();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        live ? 'bg-primary-soft text-primary ring-primary/20' : 'bg-cream-deep text-ink-soft ring-line',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', live ? 'bg-success' : 'bg-ink-muted')}
      />
      {live ? i18n._('Live') : (hiddenLabel ?? i18n._('Hidden'))}
    </span>
  );
}
