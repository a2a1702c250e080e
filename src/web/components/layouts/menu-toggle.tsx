import { Menu, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface MenuToggleProps {
  /** The id of the menu (a popover) the button opens. */
  controls: string;
  className?: string;
}

/**
 * The mobile menu button. It opens and closes the menu as HTML (`popovertarget`: the menu is a
 * popover), so it works before and without script (docs/decisions/036), and it needs no React of
 * its own (docs/decisions/041): its icon follows the menu in CSS (`group/menu` is the nav holding
 * both), and the entry script keeps its name and aria-expanded in step (lib/popover-toggles.ts).
 */
export function MenuToggle({ controls, className }: MenuToggleProps) {
  const i18n = useI18n();
  const closed = i18n._('Open menu');
  return (
    <button
      type="button"
      popoverTarget={controls}
      aria-controls={controls}
      aria-label={closed}
      data-label-closed={closed}
      data-label-open={i18n._('Close menu')}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-pill border border-line bg-paper text-ink shadow-soft transition hover:bg-cream-deep',
        className,
      )}
    >
      <Menu aria-hidden="true" className="size-5 group-has-[:popover-open]/menu:hidden" />
      <X aria-hidden="true" className="hidden size-5 group-has-[:popover-open]/menu:block" />
    </button>
  );
}
