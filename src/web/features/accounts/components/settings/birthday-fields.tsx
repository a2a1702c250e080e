import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { controlClasses } from '../../../../components/ui/control-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { MONTHS } from '../../lib/birthday.ts';
import type { SettingsValues } from '../../lib/settings-schema.ts';
import { DigitsInput } from '../shared/digits-input.tsx';

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const select = cn(
  controlClasses,
  'h-11 appearance-none bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9',
);
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%236b5f50' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

/** Birthday as Month / Day / Year (docs/product.md §10.2); only real past dates pass (isRealDate). */
export function BirthdayFields({
  register,
  error,
}: {
  register: UseFormRegister<SettingsValues>;
  error?: string;
}) {
  const i18n = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const described = {
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-semibold text-ink">{i18n._('Birthday')}</legend>
      <div className="grid grid-cols-[1.4fr_1fr_1.1fr] gap-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-month`} className="text-xs font-medium text-ink-muted">
            {i18n._('Month')}
          </Label>
          <select id={`${id}-month`} className={select} style={chevron} {...described} {...register('month')}>
            <option value="">{i18n._('Month')}</option>
            {MONTHS.map((month, i) => (
              <option key={month} value={String(i + 1)}>
                {i18n._(month)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-day`} className="text-xs font-medium text-ink-muted">
            {i18n._('Day')}
          </Label>
          <select id={`${id}-day`} className={select} style={chevron} {...described} {...register('day')}>
            <option value="">{i18n._('Day')}</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-year`} className="text-xs font-medium text-ink-muted">
            {i18n._('Year')}
          </Label>
          <DigitsInput
            id={`${id}-year`}
            digits={4}
            autoComplete="bday-year"
            placeholder={i18n._('YYYY')}
            {...described}
            registration={register('year')}
          />
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
