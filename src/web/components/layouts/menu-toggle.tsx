import { Menu, X } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn.ts';

export interface MenuToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The mobile menu button: its label and aria-expanded follow the menu's state. */
export function MenuToggle({ open, controls, onToggle, className, ref }: MenuToggleProps) {
  const Icon = open ? X : Menu;
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-pill border border-line bg-paper text-ink shadow-soft transition hover:bg-cream-deep',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
