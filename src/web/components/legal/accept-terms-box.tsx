import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

/** The "I accept …" checkbox in a soft box, its whole label clickable. */
export function AcceptTermsBox({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('mt-4 flex items-start gap-3 rounded-lg bg-cream-deep/70 p-3', className)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary"
      />
      <label htmlFor={id} className="text-sm text-ink">
        {children}
      </label>
    </div>
  );
}
