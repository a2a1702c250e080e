import { cn } from '../../lib/cn.ts';
import { Skeleton } from './skeleton.tsx';

export interface SkeletonPillsProps {
  /** Each pill's width in quarter-rems (Tailwind's spacing unit: 20 is w-20). */
  widths: readonly number[];
  /** Button-height pills (actions) rather than chip-height ones. */
  tall?: boolean;
  className?: string;
}

/** A row of chip- or button-shaped placeholders. */
export function SkeletonPills({ widths, tall = false, className }: SkeletonPillsProps) {
  return (
    <div className={cn('flex gap-2', className)}>
      {widths.map((w, i) => (
        <Skeleton
          key={i}
          className={cn('rounded-pill', tall ? 'h-9' : 'h-7')}
          style={{ width: `${w * 0.25}rem` }}
        />
      ))}
    </div>
  );
}
