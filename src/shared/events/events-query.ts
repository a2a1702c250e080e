// What /events asks for, as the page, its JSON (GET /api/events) and its calendar feed (/events.ics)
// carry it in the address: a place (near a ZIP code, as near-me search measures, or a state and
// region), when (today, this weekend, the next 7 days, or from a day to a day), the value filters of
// search, and the page. One schema for all three; an unknown value is a 400 naming the field.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { searchQuerySchema } from '../search/search-query.ts';

export const EVENT_WHENS = ['today', 'weekend', 'week'] as const;
export type EventWhen = (typeof EVENT_WHENS)[number];
export const EVENT_WHEN_LABELS: Record<EventWhen, string> = {
  today: 'Today',
  weekend: 'This weekend',
  week: 'Next 7 days',
};

/** Days in a range at most (a date range longer than this is a 400). */
export const EVENT_RANGE_MAX_DAYS = 186;
export const EVENTS_PAGE_SIZE = 30;

export const EVENTS_MSG = {
  when: 'Choose today, this weekend or the next 7 days.',
  day: 'Enter a date such as 2026-12-24.',
  rangeOrder: 'The first day must not be after the last.',
  rangeLength: `Choose at most ${EVENT_RANGE_MAX_DAYS} days.`,
  whenOrRange: 'Choose either a period or dates.',
  cursor: 'Invalid cursor.',
} as const;

/** A real calendar day (Date.parse alone takes "2030-02-30" as March 2). */
export const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === v;
};

const day = () => text().refine(isCalendarDay, EVENTS_MSG.day);

const { state, region, zip, radius, category, identity, offering } = searchQuerySchema.shape;

export const eventsQuerySchema = z
  .strictObject({
    zip,
    radius,
    state,
    region,
    when: z.enum(EVENT_WHENS, { error: EVENTS_MSG.when }).optional(),
    from: day().optional(),
    to: day().optional(),
    category,
    identity,
    offering,
    cursor: text().max(200, EVENTS_MSG.cursor).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.region && !v.state) issue('region', 'Choose a state first.');
    if (v.radius && !v.zip) issue('radius', 'Enter a ZIP code to search by distance.');
    if (v.when && (v.from || v.to)) issue('when', EVENTS_MSG.whenOrRange);
    if (v.from && v.to) {
      if (v.from > v.to) issue('from', EVENTS_MSG.rangeOrder);
      else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 >= EVENT_RANGE_MAX_DAYS)
        issue('to', EVENTS_MSG.rangeLength);
    }
  });

export type EventsQuery = z.output<typeof eventsQuerySchema>;
export type EventsQueryInput = z.input<typeof eventsQuerySchema>;

/**
 * The local days a period covers, from `today` (YYYY-MM-DD, in the zone of the place asked): today;
 * this weekend (Saturday and Sunday, or what is left of it); the next 7 days; or the range asked.
 * Null bounds: no bound (every upcoming date).
 */
export function daysOf(
  q: Pick<EventsQuery, 'when' | 'from' | 'to'>,
  today: string,
): { from: string; to: string | null } {
  const plus = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  if (q.when === 'today') return { from: today, to: today };
  if (q.when === 'week') return { from: today, to: plus(6) };
  if (q.when === 'weekend') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
    if (weekday === 0) return { from: today, to: today };
    return { from: weekday === 6 ? today : plus(6 - weekday), to: plus(7 - weekday) };
  }
  const from = q.from && q.from > today ? q.from : today;
  return { from, to: q.to ?? null };
}
