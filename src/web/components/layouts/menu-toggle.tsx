import { Menu, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export interface MenuToggleProps {
  /** The id of the menu (a popover) the button opens. */
  controls: string;
  className?: string;
}

/** Whether the popover `id` is open, followed through its toggle events (server: closed). */
function usePopoverOpen(id: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const menu = document.getElementById(id);
      menu?.addEventListener('toggle', changed);
      return () => menu?.removeEventListener('toggle', changed);
    },
    () => document.getElementById(id)?.matches(':popover-open') ?? false,
    () => false,
  );
}

/**
 * The mobile menu button. It opens and closes the menu as HTML (`popovertarget`: the menu is a
 * popover), so it works before and without script (docs/decisions/036); the browser then says
 * whether it is expanded. Once its script runs (an island on public pages: docs/decisions/041), its
 * label and aria-expanded follow the menu, however it was opened or closed.
 */
export function MenuToggle({ controls, className }: MenuToggleProps) {
  const hydrated = useHydrated();
  const open = usePopoverOpen(controls);
  const Icon = open ? X : Menu;
  return (
    <button
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
