import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/catalogs.ts';
import { emptyWeek, HOURS_MSG, openingHoursSchema } from './hours-schema.ts';
import { formatClock, localTime, openStatusAt, statusLine } from './open-status.ts';
import { dayRanges, weekOverlaps } from './week-ranges.ts';
import { weekRows } from './week-rows.ts';
import type { TimeRange, Weekday } from './weekdays.ts';

const week = (days: Partial<Record<Weekday, TimeRange[]>>) => ({ ...emptyWeek(), ...days });
const nineToFive = { opens: '09:00', closes: '17:00' };
const weekdays = week({
  mon: [nineToFive],
  tue: [nineToFive],
  wed: [nineToFive],
  thu: [nineToFive],
  fri: [nineToFive],
});
const minute = (weekday: number, hhmm: string) =>
  weekday * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('opening hours schema', () => {
  const valid = { week: weekdays, byAppointment: false, note: 'Closed Thanksgiving.' };
  it('accepts a week, several ranges a day, closed days and a note', () => {
    const parsed = openingHoursSchema.parse({
      ...valid,
      week: week({
        sat: [
          { opens: '08:00', closes: '12:00' },
          { opens: '13:00', closes: '16:30' },
        ],
      }),
    });
    expect(parsed.week.sat).toHaveLength(2);
    expect(parsed.week.sun).toEqual([]);
  });
  it('stores an empty note as null', () => {
    expect(openingHoursSchema.parse({ ...valid, note: '  ' }).note).toBeNull();
  });
  it.each([
    [{ mon: [{ opens: '9:00', closes: '17:00' }] }, 'week.mon.0.opens', HOURS_MSG.time],
    [{ mon: [{ opens: '24:00', closes: '17:00' }] }, 'week.mon.0.opens', HOURS_MSG.time],
    [{ mon: [{ opens: '09:00', closes: '09:00' }] }, 'week.mon.0.closes', HOURS_MSG.sameTimes],
    [{ mon: [nineToFive, { opens: '16:00', closes: '18:00' }] }, 'week.mon', HOURS_MSG.overlap],
    [{ mon: [nineToFive, nineToFive, nineToFive, nineToFive] }, 'week.mon', HOURS_MSG.tooMany],
  ])('refuses %j with its field message', (days, path, message) => {
    const result = openingHoursSchema.safeParse({ ...valid, week: week(days) });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });
  it('sees an overnight range overlapping the next morning, Sunday night into Monday too', () => {
    expect(
      weekOverlaps(
        week({ fri: [{ opens: '20:00', closes: '03:00' }], sat: [{ opens: '02:00', closes: '05:00' }] }),
      ),
    ).toEqual(['sat']);
    expect(
      weekOverlaps(
        week({ sun: [{ opens: '22:00', closes: '02:00' }], mon: [{ opens: '01:00', closes: '04:00' }] }),
      ),
    ).toEqual(['mon']);
    expect(
      weekOverlaps(
        week({ fri: [{ opens: '20:00', closes: '02:00' }], sat: [{ opens: '02:00', closes: '05:00' }] }),
      ),
    ).toEqual([]);
  });
  it('refuses a control character in the note', () => {
    expect(openingHoursSchema.safeParse({ ...valid, note: 'a\u0000b' }).success).toBe(false);
  });
});

describe('day ranges (what the database stores)', () => {
  it('splits an overnight range at midnight, Sunday night into Monday', () => {
    expect(dayRanges(week({ sun: [{ opens: '18:00', closes: '02:00' }] }))).toEqual([
      { weekday: 6, opensMin: 1080, closesMin: 1440 },
      { weekday: 0, opensMin: 0, closesMin: 120 },
    ]);
  });
  it('a range closing at midnight stays on its day', () => {
    expect(dayRanges(week({ tue: [{ opens: '18:00', closes: '00:00' }] }))).toEqual([
      { weekday: 1, opensMin: 1080, closesMin: 1440 },
    ]);
  });
});

describe('open or closed', () => {
  it('is open inside a range and closed at its closing minute', () => {
    expect(openStatusAt(weekdays, minute(0, '09:00'))).toEqual({ open: true, closesAt: minute(0, '17:00') });
    expect(openStatusAt(weekdays, minute(0, '17:00'))).toEqual({ open: false, opensAt: minute(1, '09:00') });
  });
  it('after Friday it opens on Monday', () => {
    expect(openStatusAt(weekdays, minute(5, '12:00'))).toEqual({ open: false, opensAt: minute(0, '09:00') });
  });
  it('an overnight range is open after midnight and closes in the morning', () => {
    const bar = week({ fri: [{ opens: '18:00', closes: '02:00' }] });
    expect(openStatusAt(bar, minute(5, '01:30'))).toEqual({ open: true, closesAt: minute(5, '02:00') });
    expect(openStatusAt(bar, minute(4, '23:59'))).toEqual({ open: true, closesAt: minute(5, '02:00') });
  });
  it('Sunday night into Monday morning closes on Monday', () => {
    const late = week({ sun: [{ opens: '20:00', closes: '03:00' }], mon: [nineToFive] });
    expect(openStatusAt(late, minute(6, '23:00'))).toEqual({ open: true, closesAt: minute(0, '03:00') });
    expect(openStatusAt(late, minute(0, '00:00'))).toEqual({ open: true, closesAt: minute(0, '03:00') });
  });
  it('never open: no next opening', () => {
    expect(openStatusAt(week({}), 0)).toEqual({ open: false, opensAt: null });
  });
});

describe('the status line in the business’s own time zone', () => {
  // Wednesday 26 November 2026, 22:30 UTC: 5:30 pm in New York, 2:30 pm in Los Angeles.
  const at = new Date('2026-11-26T22:30:00Z');
  it('reads local time, whatever the time zone', () => {
    expect(localTime('America/New_York', at)).toEqual({ weekday: 3, minute: 17 * 60 + 30 });
    expect(localTime('America/Los_Angeles', at)).toEqual({ weekday: 3, minute: 14 * 60 + 30 });
    expect(localTime('Pacific/Honolulu', new Date('2026-11-27T09:30:00Z'))).toEqual({
      weekday: 3,
      minute: 23 * 60 + 30,
    });
  });
  it('open in Los Angeles, closed in New York at the same moment', () => {
    expect(statusLine(weekdays, 'America/Los_Angeles', at, i18nFor('en'))?.text).toBe(
      'Open now · closes 5 pm',
    );
    expect(statusLine(weekdays, 'America/New_York', at, i18nFor('en'))?.text).toBe('Closed · opens Fri 9 am');
  });
  it('says the day when it opens another day, the clock alone later today', () => {
    expect(
      statusLine(weekdays, 'America/New_York', new Date('2026-11-28T15:00:00Z'), i18nFor('en'))?.text,
    ).toBe('Closed · opens Mon 9 am');
    expect(
      statusLine(weekdays, 'America/New_York', new Date('2026-11-26T12:00:00Z'), i18nFor('en'))?.text,
    ).toBe('Closed · opens 9 am');
  });
  it('at midnight', () => {
    const bar = week({ thu: [{ opens: '18:00', closes: '02:00' }] });
    // Friday 00:00 in Chicago.
    expect(statusLine(bar, 'America/Chicago', new Date('2026-11-27T06:00:00Z'), i18nFor('en'))?.text).toBe(
      'Open now · closes 2 am',
    );
  });
  it('no hours, no line', () => {
    expect(statusLine(week({}), 'America/Chicago', at, i18nFor('en'))).toBeNull();
  });
});

describe('formatting', () => {
  it.each([
    [0, 'midnight'],
    [540, '9 am'],
    [570, '9:30 am'],
    [720, '12 pm'],
    [1020, '5 pm'],
    [1439, '11:59 pm'],
  ])('%i → %s', (m, text) => expect(formatClock(m)).toBe(text));
  it('lists the week, closed days included', () => {
    const rows = weekRows(week({ mon: [nineToFive, { opens: '18:00', closes: '02:00' }] }));
    expect(rows[0]).toEqual({ day: 'mon', name: 'Monday', hours: '9 am – 5 pm, 6 pm – 2 am', closed: false });
    expect(rows[6]).toEqual({ day: 'sun', name: 'Sunday', hours: 'Closed', closed: true });
  });
});
