import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  emptyWeek,
  HOURS_NOTE_MAX,
  type OpeningHours,
  openingHoursSchema,
  WEEKDAYS,
} from '#shared/hours/hours-schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useSaveHours } from '../../api/update-hours.ts';
import { DayHours } from './day-hours.tsx';

export const HOURS_MSG = {
  saved: /*i18n*/ 'Hours saved!',
  failed: /*i18n*/ 'Failed to save hours.',
  removed: /*i18n*/ 'Hours removed.',
};

type Values = OpeningHours;

/** The week, "by appointment" and a note; saved with PUT /api/businesses/:id/hours, then back to the dashboard. */
export function HoursForm({ businessId, saved }: { businessId: string; saved: OpeningHours | null }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const save = useSaveHours(businessId);
  const form = useForm<Values>({
    resolver: zodResolver(openingHoursSchema) as never,
    defaultValues: saved ?? { week: emptyWeek(), byAppointment: false, note: '' },
  });
  const note = form.watch('note') ?? '';
  const noteError = form.formState.errors.note?.message;
  const done = (message: string) => {
    toast.success(i18n._(message));
    navigate(paths.businessDashboard(businessId));
  };
  const send = (hours: Values | null, message: string) =>
    save.mutate(
      { hours },
      {
        onSuccess: () => done(message),
        onError: (err) => toast.error(i18n._(errorMessage(err, HOURS_MSG.failed))),
      },
    );
  const copyMonday = () => {
    const monday = form.getValues('week.mon');
    for (const day of ['tue', 'wed', 'thu', 'fri'] as const)
      form.setValue(
        `week.${day}`,
        monday.map((r) => ({ ...r })),
        { shouldDirty: true },
      );
  };
  return (
    <form
      noValidate
      aria-label={i18n._('Opening hours')}
      onSubmit={form.handleSubmit((values) => send(values, HOURS_MSG.saved))}
      className="mt-6"
    >
      <div className="rounded-2xl border border-line/70 bg-paper p-5 shadow-soft sm:p-8">
        <ul className="divide-y divide-line/70">
          {WEEKDAYS.map((day) => (
            <li key={day} className="py-3 first:pt-0">
              <DayHours day={day} form={form} />
            </li>
          ))}
        </ul>
        <Button type="button" variant="link" className="mt-3" onClick={copyMonday}>
          {i18n._('Use Monday’s hours for Tuesday to Friday')}
        </Button>
        <label className="mt-6 flex cursor-pointer items-start gap-3 text-ink">
          <input
            type="checkbox"
            className="mt-1 size-4.5 accent-primary"
            {...form.register('byAppointment')}
          />
          <span>
            <span className="font-semibold">{i18n._('Also by appointment')}</span>
            <span className="block text-sm text-ink-muted">
              {i18n._('Shoppers can book a time outside these hours.')}
            </span>
          </span>
        </label>
        <Field
          label={i18n._('A note for shoppers')}
          className="mt-6"
          hint={i18n._('Holidays, seasonal hours… {count}/{max}', {
            count: note.length,
            max: HOURS_NOTE_MAX,
          })}
          error={noteError && i18n._(noteError)}
        >
          <Textarea
            rows={3}
            maxLength={HOURS_NOTE_MAX}
            placeholder={i18n._('Closed Thanksgiving and Christmas Day.')}
            {...form.register('note')}
          />
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="ghost"
          disabled={save.isPending || !saved}
          onClick={() => send(null, HOURS_MSG.removed)}
        >
          {i18n._('Remove hours')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? i18n._('Saving…') : i18n._('Save')}
        </Button>
      </div>
    </form>
  );
}
