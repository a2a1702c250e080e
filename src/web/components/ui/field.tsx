import { type ReactNode, useId, useMemo } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldContext } from './field-context.ts';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

export interface FieldProps {
  label: ReactNode;
  /** The control: <Input>, <Textarea> (they pick up id/aria-* from the Field). */
  children: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
}

/** Label + control + hint + error, wired together with htmlFor, aria-describedby and aria-invalid. */
export function Field({ label, children, hint, error, required, id, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = useMemo(
    () => ({
      id: controlId,
      'aria-describedby': describedBy,
      'aria-invalid': error ? (true as const) : undefined,
      required,
    }),
    [controlId, describedBy, error, required],
  );
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
