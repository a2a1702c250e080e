// Opening hours as an owner enters them: a week of time ranges in the business's own time zone,
// "by appointment", and a note (holidays). A range whose closing time is before its opening time
// runs past midnight into the next day (a bar open 6 pm – 2 am). Used by the form and the API.

import { z } from 'zod';
import { english } from '../i18n/english.ts';
import { multilineText, text } from '../schemas/text.ts';
import { weekOverlaps } from './week-ranges.ts';
import { type TimeRange, WEEKDAYS, type Weekday } from './weekdays.ts';

export { type TimeRange, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from './weekdays.ts';

export const RANGES_PER_DAY_MAX = 3;
export const HOURS_NOTE_MAX = 200;

export const HOURS_MSG = {
  time: /*i18n*/ 'Enter a time such as 09:00.',
  sameTimes: /*i18n*/ 'Closing time must differ from opening time.',
  tooMany: english._(/*i18n*/ 'At most {max} time ranges a day.', { max: RANGES_PER_DAY_MAX }),
  overlap: /*i18n*/ 'These hours overlap.',
  noteMax: english._(/*i18n*/ 'At most {max} characters.', { max: HOURS_NOTE_MAX }),
} as const;

const time = () => text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, HOURS_MSG.time);

export const timeRangeSchema = z
  .strictObject({ opens: time(), closes: time() })
  .refine((r) => r.opens !== r.closes, { message: HOURS_MSG.sameTimes, path: ['closes'] });

const daySchema = z.array(timeRangeSchema).max(RANGES_PER_DAY_MAX, HOURS_MSG.tooMany);

export const openingHoursSchema = z
  .strictObject({
    week: z.strictObject(
      Object.fromEntries(WEEKDAYS.map((d) => [d, daySchema])) as Record<Weekday, typeof daySchema>,
    ),
    byAppointment: z.boolean(),
    note: multilineText()
      .trim()
      .max(HOURS_NOTE_MAX, HOURS_MSG.noteMax)
      .transform((v) => (v === '' ? null : v))
      .nullable(),
  })
  .superRefine((hours, ctx) => {
    for (const day of weekOverlaps(hours.week))
      ctx.addIssue({ code: 'custom', path: ['week', day], message: HOURS_MSG.overlap });
  });
export type OpeningHours = z.output<typeof openingHoursSchema>;

/** The body of PUT /api/businesses/:id/hours: a week, or null to remove the hours. */
export const hoursBodySchema = z.strictObject({ hours: openingHoursSchema.nullable() });

/** True when the week says nothing: no open day, not by appointment, no note. */
export function isEmptyHours(hours: OpeningHours): boolean {
  return !hours.byAppointment && !hours.note && WEEKDAYS.every((d) => hours.week[d].length === 0);
}

export const emptyWeek = (): Record<Weekday, TimeRange[]> =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as Record<Weekday, TimeRange[]>;
