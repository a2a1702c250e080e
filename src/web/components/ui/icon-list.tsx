import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface IconListItem {
  icon: LucideIcon;
  text: string;
}

/** A short list of points, each led by its icon in a soft badge (rounded square or circle). */
export function IconList({
  items,
  badge = 'square',
  className,
}: {
  items: readonly IconListItem[];
  badge?: 'square' | 'circle';
  className?: string;
}) {
  const square = badge === 'square';
  return (
    <ul className={cn('space-y-4', className)}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-3 text-ink-soft">
          <span
            className={cn(
              'inline-flex shrink-0 items-center justify-center bg-primary-soft text-primary',
              square ? 'size-10 rounded-xl' : 'size-9 rounded-full',
            )}
          >
            <Icon aria-hidden="true" className={square ? 'size-5' : 'size-4.5'} />
          </span>
          <span className={square ? 'pt-2' : 'pt-1.5'}>{text}</span>
        </li>
      ))}
    </ul>
  );
}
