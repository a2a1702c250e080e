import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './control-styles.ts';
import { useFieldControl } from './field-context.ts';

const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%236b5f50' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

/** A native select in the look of our text inputs; inside a <Field> it is labelled automatically. */
export function Select({ className, style, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <select
      className={cn(
        controlClasses,
        'h-11 cursor-pointer appearance-none bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9',
        className,
      )}
      style={{ ...chevron, ...style }}
      {...field}
      {...props}
    />
  );
}
