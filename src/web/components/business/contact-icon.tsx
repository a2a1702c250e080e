import type { LucideIcon } from 'lucide-react';

/** A Connect-tab card's icon: the glyph in a soft primary circle, the same on every card. */
export function ContactIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
