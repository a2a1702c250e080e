import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './control-styles.ts';
import { useFieldControl } from './field-context.ts';

/** A text input; inside a <Field> it is labelled and described automatically. Accepts `ref` (React 19). */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return <input type={type} className={cn(controlClasses, 'h-11', className)} {...field} {...props} />;
}
