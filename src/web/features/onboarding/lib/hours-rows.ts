// The edit overview's Opening Hours section: each open day, "by appointment" and the note.
import { weekRows } from '#shared/hours/week-rows.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import type { OverviewRow } from '../components/overview-section.tsx';

export function hoursRows(b: Pick<OwnerBusiness, 'openingHours'>): OverviewRow[] {
  const hours = b.openingHours;
  if (!hours) return [{ label: 'Hours', value: null }];
  return [
    ...weekRows(hours.week).map((row) => ({ label: row.name, value: row.hours })),
    ...(hours.byAppointment ? [{ label: 'Appointments', value: 'Also by appointment' }] : []),
    ...(hours.note ? [{ label: 'Note', value: hours.note }] : []),
  ];
}
