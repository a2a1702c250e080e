// Opening hours as minutes of the week: Monday 00:00 is 0, Sunday 23:59 is 10079. An overnight range
// is split at midnight, its second part on the next day (Sunday night runs into Monday).
import { WEEKDAYS, type Week, type Weekday } from './weekdays.ts';

export const DAY_MINUTES = 1440;
export const WEEK_MINUTES = 7 * DAY_MINUTES;
const DAYS = WEEKDAYS;

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One open range within a single local day: weekday 0 (Monday) … 6, minutes [opens, closes). */
export interface DayRange {
  weekday: number;
  opensMin: number;
  closesMin: number;
}

/** Every range of the week, overnight ones split at midnight (what the database stores). */
export function dayRanges(week: Week): DayRange[] {
  const out: DayRange[] = [];
  DAYS.forEach((day, weekday) => {
    for (const range of week[day] ?? []) {
      const opens = toMinutes(range.opens);
      const closes = toMinutes(range.closes);
      if (closes > opens) out.push({ weekday, opensMin: opens, closesMin: closes });
      else {
        out.push({ weekday, opensMin: opens, closesMin: DAY_MINUTES });
        if (closes > 0) out.push({ weekday: (weekday + 1) % 7, opensMin: 0, closesMin: closes });
      }
    }
  });
  return out;
}

/** The week's open spans in week minutes, sorted and merged (touching spans join). */
export function weekSpans(week: Week): [number, number][] {
  const spans = dayRanges(week)
    .map(
      (r) =>
        [r.weekday * DAY_MINUTES + r.opensMin, r.weekday * DAY_MINUTES + r.closesMin] as [number, number],
    )
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** The days whose ranges overlap an earlier range (the same day's, or the night before's). */
export function weekOverlaps(week: Week): Weekday[] {
  const spans: { start: number; end: number; day: Weekday }[] = [];
  DAYS.forEach((day, weekday) => {
    for (const range of week[day] ?? []) {
      const start = weekday * DAY_MINUTES + toMinutes(range.opens);
      let end = weekday * DAY_MINUTES + toMinutes(range.closes);
      if (end <= start) end += DAY_MINUTES;
      spans.push({ start, end, day });
      // Sunday night's hours wrap around to Monday morning.
      if (end > WEEK_MINUTES) spans.push({ start: 0, end: end - WEEK_MINUTES, day });
    }
  });
  spans.sort((a, b) => a.start - b.start);
  const days = new Set<Weekday>();
  for (let i = 1; i < spans.length; i++)
    for (let j = 0; j < i; j++)
      if (spans[i].start < spans[j].end && spans[j].start < spans[i].end)
        days.add(spans[i].start >= spans[j].start ? spans[i].day : spans[j].day);
  return DAYS.filter((d) => days.has(d));
}
