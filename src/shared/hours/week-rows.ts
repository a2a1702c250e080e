// The week as a business page lists it: "Monday · 9 am – 5 pm, 6 pm – 2 am", "Sunday · Closed".
import { formatClock } from './open-status.ts';
import { toMinutes } from './week-ranges.ts';
import { WEEKDAY_NAMES, WEEKDAYS, type Week, type Weekday } from './weekdays.ts';

export interface WeekRow {
  day: Weekday;
  name: string;
  /** "9 am – 5 pm, 6 pm – 2 am", or "Closed". */
  hours: string;
}

export function weekRows(week: Week): WeekRow[] {
  return WEEKDAYS.map((day) => ({
    day,
    name: WEEKDAY_NAMES[day],
    hours: week[day].length
      ? week[day]
          .map((r) => `${formatClock(toMinutes(r.opens))} – ${formatClock(toMinutes(r.closes))}`)
          .join(', ')
      : 'Closed',
  }));
}
