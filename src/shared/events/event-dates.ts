// An event's dates (docs/decisions/040-events-near-me.md): once, or weekly from its first date to a
// last local day at most six months later, the wall clock kept in the business's zone. One date may
// be cancelled or moved without touching the rest. The server writes the same dates as rows
// (migration 0020's trigger); the owner's form and the server check these rules.
import { english } from '../i18n/english.ts';

export const EVENT_LIMITS = {
  /** A weekly event's last day is at most this many months after its first. */
  repeatMonths: 6,
} as const;

export const EVENT_MSG = {
  repeatUntil: /*i18n*/ 'Choose the last day it repeats.',
  repeatBeforeStart: /*i18n*/ 'The last day must be on or after the first.',
  repeatTooLong: english._(/*i18n*/ 'An event can repeat for at most {max} months.', {
    max: EVENT_LIMITS.repeatMonths,
  }),
  notADate: /*i18n*/ 'That is not one of this event’s dates.',
  datePassed: /*i18n*/ 'That date has already passed.',
  moveStart: /*i18n*/ 'Choose when it starts instead.',
  moveEnd: /*i18n*/ 'Choose when it ends instead.',
  moveEndBeforeStart: /*i18n*/ 'It must end after it starts.',
} as const;

/** "YYYY-MM-DD" plus `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A local date-time ("YYYY-MM-DDTHH:MM") moved by whole days, the wall clock kept. */
export const shiftLocal = (local: string, days: number) => `${addDays(local, days)}${local.slice(10)}`;

/** The latest last day of a weekly event that starts on `firstDay` (the same day-of-month, clamped). */
export function latestRepeat(firstDay: string): string {
  const [y, m, d] = firstDay.split('-').map(Number);
  const monthIndex = m - 1 + EVENT_LIMITS.repeatMonths;
  const last = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, monthIndex, Math.min(d, last))).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How many dates a weekly event has (1 when it does not repeat). */
export function dateCount(firstDay: string, repeatUntil: string | null): number {
  if (!repeatUntil) return 1;
  return Math.floor(Math.max(0, daysBetween(firstDay, repeatUntil)) / 7) + 1;
}

/** Every scheduled date (local days), the first one first. */
export function scheduledDays(firstDay: string, repeatUntil: string | null): string[] {
  return Array.from({ length: dateCount(firstDay, repeatUntil) }, (_, k) => addDays(firstDay, 7 * k));
}

/** The problem with a weekly event's last day, or null (it is checked against the event's first day). */
export function repeatProblem(firstDay: string, repeatUntil: string): string | null {
  if (repeatUntil < firstDay) return EVENT_MSG.repeatBeforeStart;
  if (repeatUntil > latestRepeat(firstDay)) return EVENT_MSG.repeatTooLong;
  return null;
}

// Made once: toLocaleDateString with options makes a formatter on every call (a page lists dozens).
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Every Saturday until Mar 27" for a weekly event (its first date's weekday, local). */
export function repeatLabel(firstDay: string, repeatUntil: string): string {
  const weekday = WEEKDAY.format(new Date(`${firstDay}T00:00:00Z`));
  const until = MONTH_DAY.format(new Date(`${repeatUntil}T00:00:00Z`));
  return `Every ${weekday} until ${until}`;
}
