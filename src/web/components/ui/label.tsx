import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export interface LabelProps extends ComponentProps<'label'> {
  /** Shows a visual marker; pair with `required` on the control for assistive tech. */
  required?: boolean;
}

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn('block text-sm font-semibold text-ink', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-clay-strong">
          *
        </span>
      ) : null}
    </label>
  );
}
