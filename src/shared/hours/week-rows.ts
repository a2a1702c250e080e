// The week as a business page lists it: "Monday · 9 am – 5 pm, 6 pm – 2 am", "Sunday · Closed".
import { english } from '../i18n/english.ts';
import type { Translator } from '../i18n/translator.ts';
import { formatClock } from './open-status.ts';
import { toMinutes } from './week-ranges.ts';
import { WEEKDAY_NAMES, WEEKDAYS, type Week, type Weekday } from './weekdays.ts';

export interface WeekRow {
  day: Weekday;
  name: string;
  /** "9 am – 5 pm, 6 pm – 2 am", or "Closed". */
  hours: string;
  closed: boolean;
}

/** In English unless a page's translator is given (docs/decisions/042-languages.md). */
export function weekRows(week: Week, i18n: Translator = english): WeekRow[] {
  const clock = (time: string) => formatClock(toMinutes(time), i18n);
  return WEEKDAYS.map((day) => ({
    day,
    name: i18n._(WEEKDAY_NAMES[day]),
    hours: week[day].length
      ? week[day].map((r) => `${clock(r.opens)} – ${clock(r.closes)}`).join(', ')
      : i18n._('Closed'),
    closed: week[day].length === 0,
  }));
}
