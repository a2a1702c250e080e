import type { LucideIcon } from 'lucide-react';

/** A large icon in a soft green circle, above a sign-in screen's title. */
export function RoundIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary ring-8 ring-primary-soft/40">
      <Icon aria-hidden="true" className="size-8" />
    </span>
  );
}
