import { Menu, X } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export interface MenuToggleProps {
  open: boolean;
  controls: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The mobile menu button. It opens and closes the menu as HTML (`popovertarget`: the menu is a
 * popover), so it works before and without script (docs/decisions/036); the browser then says
 * whether it is expanded. Once the app runs, its label and aria-expanded follow the menu's state.
 */
export function MenuToggle({ open, controls, className, ref }: MenuToggleProps) {
  const hydrated = useHydrated();
  const Icon = open ? X : Menu;
  return (
    <button
      ref={ref}
      type="button"
      popoverTarget={controls}
      aria-expanded={hydrated ? open : undefined}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-pill border border-line bg-paper text-ink shadow-soft transition hover:bg-cream-deep',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
