import { useId } from 'react';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';

export interface YesNoFieldProps {
  legend: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  error?: string;
  yesLabel?: string;
  noLabel?: string;
}

/** A required yes / no question as two radio cards. */
export function YesNoField({
  legend,
  value,
  onChange,
  error,
  yesLabel = 'Yes',
  noLabel = 'No',
}: YesNoFieldProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-3 font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <RadioCard label={yesLabel} name={id} checked={value === true} onChange={() => onChange(true)} />
        <RadioCard label={noLabel} name={id} checked={value === false} onChange={() => onChange(false)} />
      </div>
      <FieldError id={`${id}-error`} message={error} className="mt-3" />
    </fieldset>
  );
}
