import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error.tsx';
import { RadioCard } from './radio-card.tsx';

export interface ChoiceFieldProps {
  legend: string;
  options: readonly { slug: string; label: string }[];
  /** react-hook-form's registration of the field (every radio shares it). */
  field: UseFormRegisterReturn;
  error?: string;
}

/** One required choice among a few, as radio cards under a legend (a report's or a hide's reason). */
export function ChoiceField({ legend, options, field, error }: ChoiceFieldProps) {
  const errorId = `${field.name}-choice-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="space-y-2">
        {options.map((o) => (
          <RadioCard key={o.slug} value={o.slug} label={o.label} {...field} />
        ))}
      </div>
      <FieldError id={errorId} message={error} className="mt-2" />
    </fieldset>
  );
}
