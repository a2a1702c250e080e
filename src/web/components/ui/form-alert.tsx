import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const TONES = {
  info: { box: 'border-line bg-cream-deep/60 text-ink', icon: Info, iconClass: 'text-primary' },
  warning: { box: 'border-honey/70 bg-honey/15 text-ink', icon: CircleAlert, iconClass: 'text-clay-strong' },
  error: { box: 'border-danger/30 bg-danger-soft text-ink', icon: CircleAlert, iconClass: 'text-danger' },
  success: {
    box: 'border-primary/25 bg-primary-soft text-ink',
    icon: CircleCheck,
    iconClass: 'text-primary',
  },
} as const;

export interface FormAlertProps {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Announce on appearance (role="alert"); otherwise a polite status. */
  assertive?: boolean;
}

/** A boxed message inside a form: what happened and what to do next. */
export function FormAlert({ tone = 'info', title, children, className, assertive }: FormAlertProps) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div
      role={assertive ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm leading-relaxed', box, className)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
