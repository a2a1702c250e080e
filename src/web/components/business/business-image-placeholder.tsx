import { Store } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** What a business shows when it has no logo or photo yet: a warm tile with its initial. */
export function BusinessImagePlaceholder({ name, className }: { name: string; className?: string }) {
  const i18n = useI18n();
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <div
      className={cn(
        'flex items-center justify-center bg-[radial-gradient(circle_at_30%_25%,var(--color-clay-soft),var(--color-cream-deep))]',
        className,
      )}
    >
      <span className="flex flex-col items-center gap-1 text-clay-strong">
        {initial ? (
          <span aria-hidden="true" className="font-display text-5xl font-semibold">
            {initial}
          </span>
        ) : (
          <Store aria-hidden="true" className="size-10" />
        )}
        <span className="text-xs font-semibold tracking-[0.14em] uppercase">{i18n._('No image')}</span>
      </span>
    </div>
  );
}
