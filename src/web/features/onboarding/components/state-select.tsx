import type { ComponentProps } from 'react';
import { US_STATES } from '#shared/catalogues/states.ts';
import { controlClasses } from '../../../components/ui/control-styles.ts';
import { useFieldControl } from '../../../components/ui/field-context.ts';
import { cn } from '../../../lib/cn.ts';

/** A native select of the 50 states and DC (by name); inside a <Field> it is labelled. */
export function StateSelect({ className, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <select className={cn(controlClasses, 'h-11 pr-8', className)} {...field} {...props}>
      <option value="">Choose…</option>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.name}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
