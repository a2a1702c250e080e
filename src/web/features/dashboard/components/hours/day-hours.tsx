import { Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import {
  type OpeningHours,
  RANGES_PER_DAY_MAX,
  WEEKDAY_NAMES,
  type Weekday,
} from '#shared/hours/hours-schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';

const NEW_RANGE = { opens: '09:00', closes: '17:00' };

/** One day: open or closed, and its time ranges (a closing time before the opening one runs past midnight). */
export function DayHours({ day, form }: { day: Weekday; form: UseFormReturn<OpeningHours> }) {
  const i18n = useI18n();
  const ranges = useFieldArray({ control: form.control, name: `week.${day}` });
  const errors = form.formState.errors.week?.[day];
  const dayError =
    (errors as { root?: { message?: string }; message?: string } | undefined)?.root?.message ??
    errors?.message;
  const name = i18n._(WEEKDAY_NAMES[day]);
  const open = ranges.fields.length > 0;
  // The shared schema's messages, in the page's language.
  const say = (message: string | undefined) => message && i18n._(message);
  const time = (end: 'opens' | 'closes', index: number, invalid: boolean) => (
    <Input
      type="time"
      step={60}
      aria-label={
        end === 'opens' ? i18n._('{day} opens', { day: name }) : i18n._('{day} closes', { day: name })
      }
      className="w-32"
      aria-invalid={invalid || undefined}
      {...form.register(`week.${day}.${index}.${end}`)}
    />
  );
  return (
    <div className="sm:flex sm:items-start sm:gap-4">
      <div className="flex items-baseline gap-3 sm:block sm:w-36 sm:pt-2">
        <span className="font-semibold text-ink">{name}</span>
        {open ? null : <span className="text-sm text-ink-muted sm:block">{i18n._('Closed')}</span>}
      </div>
      <div className="mt-2 flex-1 space-y-2 sm:mt-0">
        {ranges.fields.map((field, index) => {
          const rangeErrors = Array.isArray(errors)
            ? undefined
            : (
                errors as
                  | Record<number, { opens?: { message?: string }; closes?: { message?: string } }>
                  | undefined
              )?.[index];
          return (
            <div key={field.id}>
              <div className="flex items-center gap-2">
                {time('opens', index, Boolean(rangeErrors?.opens))}
                <span aria-hidden="true" className="text-ink-muted">
                  –
                </span>
                {time('closes', index, Boolean(rangeErrors?.closes))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={i18n._('Remove {day} hours {number}', { day: name, number: index + 1 })}
                  onClick={() => ranges.remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <FieldError message={say(rangeErrors?.opens?.message ?? rangeErrors?.closes?.message)} />
            </div>
          );
        })}
        <FieldError message={say(dayError)} />
        {ranges.fields.length < RANGES_PER_DAY_MAX ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-ml-2 sm:mt-1"
            onClick={() => ranges.append(open ? { opens: '18:00', closes: '22:00' } : NEW_RANGE)}
          >
            <Plus aria-hidden="true" />
            {withTags(
              open
                ? i18n._('Add more hours<0> on {day}</0>', { day: name })
                : i18n._('Add hours<0> on {day}</0>', { day: name }),
              { 0: (chunk) => <span className="sr-only">{chunk}</span> },
            )}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
