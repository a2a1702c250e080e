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
import { useSaveHours } from '../../api/update-hours.ts';
import { DayHours } from './day-hours.tsx';

export const HOURS_MSG = {
  saved: 'Hours saved!',
  failed: 'Failed to save hours.',
  removed: 'Hours removed.',
};

type Values = OpeningHours;

/** The week, "by appointment" and a note; saved with PUT /api/businesses/:id/hours, then back to the dashboard. */
export function HoursForm({ businessId, saved }: { businessId: string; saved: OpeningHours | null }) {
  const navigate = useNavigate();
  const save = useSaveHours(businessId);
  const form = useForm<Values>({
    resolver: zodResolver(openingHoursSchema) as never,
    defaultValues: saved ?? { week: emptyWeek(), byAppointment: false, note: '' },
  });
  const note = form.watch('note') ?? '';
  const done = (message: string) => {
    toast.success(message);
    navigate(paths.businessDashboard(businessId));
  };
  const send = (hours: Values | null, message: string) =>
    save.mutate(
      { hours },
      { onSuccess: () => done(message), onError: (err) => toast.error(errorMessage(err, HOURS_MSG.failed)) },
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
      aria-label="Opening hours"
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
          Use Monday’s hours for Tuesday to Friday
        </Button>
        <label className="mt-6 flex cursor-pointer items-start gap-3 text-ink">
          <input
            type="checkbox"
            className="mt-1 size-4.5 accent-primary"
            {...form.register('byAppointment')}
          />
          <span>
            <span className="font-semibold">Also by appointment</span>
            <span className="block text-sm text-ink-muted">
              Shoppers can book a time outside these hours.
            </span>
          </span>
        </label>
        <Field
          label="A note for shoppers"
          className="mt-6"
          hint={`Holidays, seasonal hours… ${note.length}/${HOURS_NOTE_MAX}`}
          error={form.formState.errors.note?.message}
        >
          <Textarea
            rows={3}
            maxLength={HOURS_NOTE_MAX}
            placeholder="Closed Thanksgiving and Christmas Day."
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
          Remove hours
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
