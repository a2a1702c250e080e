// The days of an opening-hours week, Monday first (weekday 0), as the form and the database count them.
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: /*i18n*/ 'Monday',
  tue: /*i18n*/ 'Tuesday',
  wed: /*i18n*/ 'Wednesday',
  thu: /*i18n*/ 'Thursday',
  fri: /*i18n*/ 'Friday',
  sat: /*i18n*/ 'Saturday',
  sun: /*i18n*/ 'Sunday',
};

/** A range as entered: 'HH:MM' times; closing before opening means it runs past midnight. */
export interface TimeRange {
  opens: string;
  closes: string;
}

export type Week = Record<Weekday, readonly TimeRange[]>;
