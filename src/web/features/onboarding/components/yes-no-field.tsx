import { useId } from 'react';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

/** `legend` and the answers' labels in the page's language; `error` a message id (FieldError draws it). */
export interface YesNoFieldProps {
  legend: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  error?: string;
  yesLabel?: string;
  noLabel?: string;
}

/** A required yes / no question as two radio cards. */
export function YesNoField({ legend, value, onChange, error, yesLabel, noLabel }: YesNoFieldProps) {
  const i18n = useI18n();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-3 font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <RadioCard
          label={yesLabel ?? i18n._('Yes')}
          name={id}
          checked={value === true}
          onChange={() => onChange(true)}
        />
        <RadioCard
          label={noLabel ?? i18n._('No')}
          name={id}
          checked={value === false}
          onChange={() => onChange(false)}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} className="mt-3" />
    </fieldset>
  );
}
