// A week of opening hours in OpenStreetMap's `opening_hours` syntax, for the open data (ADR 039):
// "Mo-We,Fr 09:00-17:00; Sa 10:00-14:00". Days with the same ranges share a rule; a run of three or
// more days is written as a span. A range that closes before it opens runs past midnight, which the
// syntax says the same way ("Fr 18:00-02:00"). "By appointment" is the syntax's fallback comment. The
// owner's note (holidays) is free text and is left out: it is on the business page.
import type { OpeningHours } from './hours-schema.ts';
import { type TimeRange, WEEKDAYS } from './weekdays.ts';

const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const BY_APPOINTMENT = '"by appointment"';

const rangesText = (ranges: readonly TimeRange[]) => ranges.map((r) => `${r.opens}-${r.closes}`).join(',');

/** Day indexes (ascending) as OSM writes them: runs of 3+ as spans, the rest one by one. */
function daysText(days: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j] + 1) j++;
    if (j - i >= 2) parts.push(`${OSM_DAYS[days[i]]}-${OSM_DAYS[days[j]]}`);
    else for (let k = i; k <= j; k++) parts.push(OSM_DAYS[days[k]]);
    i = j + 1;
  }
  return parts.join(',');
}

/** The hours in `opening_hours` syntax; '' when none are given. */
export function osmOpeningHours(hours: OpeningHours | null): string {
  if (!hours) return '';
  const byRanges = new Map<string, number[]>();
  WEEKDAYS.forEach((day, i) => {
    const ranges = [...hours.week[day]].sort((a, b) => a.opens.localeCompare(b.opens));
    if (ranges.length === 0) return;
    const key = rangesText(ranges);
    byRanges.set(key, [...(byRanges.get(key) ?? []), i]);
  });
  const rules = [...byRanges].map(([ranges, days]) => `${daysText(days)} ${ranges}`).join('; ');
  if (!hours.byAppointment) return rules;
  return rules ? `${rules} || ${BY_APPOINTMENT}` : BY_APPOINTMENT;
}
