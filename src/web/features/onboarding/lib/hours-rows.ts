// The edit overview's Opening Hours section: each open day, "by appointment" and the note.
import { weekRows } from '#shared/hours/week-rows.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import type { OverviewRow } from '../components/overview-section.tsx';

export function hoursRows(b: Pick<OwnerBusiness, 'openingHours'>, i18n: Translator): OverviewRow[] {
  const hours = b.openingHours;
  if (!hours) return [{ label: i18n._('Hours'), value: null }];
  return [
    ...weekRows(hours.week, i18n).map((row) => ({ label: row.name, value: row.hours })),
    ...(hours.byAppointment ? [{ label: i18n._('Appointments'), value: i18n._('Also by appointment') }] : []),
    ...(hours.note ? [{ label: i18n._('Note'), value: hours.note }] : []),
  ];
}
