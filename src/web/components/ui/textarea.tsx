import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './control-styles.ts';
import { useFieldControl } from './field-context.ts';

/** A multi-line text control; inside a <Field> it is labelled and described automatically. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-24 py-2.5 leading-relaxed', className)}
      {...field}
      {...props}
    />
  );
}
