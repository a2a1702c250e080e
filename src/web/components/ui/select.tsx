import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './control-styles.ts';
import { useFieldControl } from './field-context.ts';

/** A native select in the text controls' look; inside a <Field> it is labelled automatically. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <span className="relative block">
      <select className={cn(controlClasses, 'h-11 appearance-none pr-10', className)} {...field} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </span>
  );
}
