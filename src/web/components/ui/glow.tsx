import { cn } from '../../lib/cn.ts';

/**
 * A soft decorative circle behind a panel's content: give its place, size and colour; the panel is
 * `relative overflow-hidden` and its content `relative` so it stays on top.
 */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn('pointer-events-none absolute rounded-full', className)} />;
}
