import { cn } from '../../lib/cn.ts';

/** The Locals Market mark: a little shop under a striped awning (same drawing as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="16" fill="#1f5135" />
      <path d="M16 13h32l5 13H11z" fill="#fbf6ec" />
      <path d="M16 13h8l-2 13H11zM32 13h8l3 13H32z" fill="#c8693f" />
      <circle cx="16.5" cy="26" r="5.5" fill="#c8693f" />
      <circle cx="27.5" cy="26" r="5.5" fill="#fbf6ec" />
      <circle cx="37.5" cy="26" r="5.5" fill="#c8693f" />
      <circle cx="47.5" cy="26" r="5.5" fill="#fbf6ec" />
      <rect x="15" y="31" width="34" height="21" rx="2" fill="#fbf6ec" />
      <rect x="28" y="38" width="9" height="14" rx="1.5" fill="#1f5135" />
      <rect x="19" y="36" width="6" height="6" rx="1" fill="#e9b44c" />
      <rect x="40" y="36" width="6" height="6" rx="1" fill="#e9b44c" />
    </svg>
  );
}
