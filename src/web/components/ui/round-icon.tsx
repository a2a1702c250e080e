import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const TONES = {
  primary: 'bg-primary-soft text-primary ring-primary-soft/40',
  clay: 'bg-clay-soft text-clay-strong ring-clay-soft/40',
  danger: 'bg-danger-soft text-danger ring-danger-soft/40',
};

/** A large icon in a soft circle, above a message page's title (sign-in screens, empty and problem states). */
export function RoundIcon({ icon: Icon, tone = 'primary' }: { icon: LucideIcon; tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        'mx-auto inline-flex size-16 items-center justify-center rounded-full ring-8',
        TONES[tone],
      )}
    >
      <Icon aria-hidden="true" className="size-8" />
    </span>
  );
}
