// Whether a business is open at a moment, in its own time zone, and how to say it:
// "Open now · closes 5 pm", "Closed · opens Mon 9 am".
// Its words are messages of the catalogs, English unless a page's translator is given (ADR 042).
import { english } from '../i18n/english.ts';
import type { Translator } from '../i18n/translator.ts';
import { DAY_MINUTES, WEEK_MINUTES, weekSpans } from './week-ranges.ts';
import type { Week } from './weekdays.ts';

const SHORT_DAYS = [
  /*i18n*/ 'Mon',
  /*i18n*/ 'Tue',
  /*i18n*/ 'Wed',
  /*i18n*/ 'Thu',
  /*i18n*/ 'Fri',
  /*i18n*/ 'Sat',
  /*i18n*/ 'Sun',
];
const INTL_DAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** One formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The local weekday (0 = Monday) and minute of the day at `at` in `timeZone`. */
export function localTime(timeZone: string, at: Date): { weekday: number; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: INTL_DAYS[part('weekday')] ?? 0,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export type OpenStatus = { open: true; closesAt: number | null } | { open: false; opensAt: number | null };

/**
 * Open or closed at week minute `now` (Monday 00:00 = 0); `closesAt` / `opensAt` are week minutes
 * (null: open all week, or never open).
 */
export function openStatusAt(week: Week, now: number): OpenStatus {
  const spans = weekSpans(week);
  if (spans.length === 0) return { open: false, opensAt: null };
  // A span that reaches the end of Sunday continues with one that starts Monday at midnight.
  const wraps = spans.length > 1 && spans[0][0] === 0 && spans.at(-1)![1] === WEEK_MINUTES;
  if (spans.length === 1 && spans[0][0] === 0 && spans[0][1] === WEEK_MINUTES)
    return { open: true, closesAt: null };
  for (const [start, end] of spans) {
    if (now >= start && now < end) {
      const closesAt = wraps && end === WEEK_MINUTES ? spans[0][1] : end;
      return { open: true, closesAt: closesAt % WEEK_MINUTES };
    }
  }
  const next = spans.find(([start]) => start > now) ?? spans[0];
  return { open: false, opensAt: next[0] };
}

/** The status at a moment for a business in `timeZone`. */
export function openStatus(week: Week, timeZone: string, at: Date): OpenStatus {
  const { weekday, minute } = localTime(timeZone, at);
  return openStatusAt(week, weekday * DAY_MINUTES + minute);
}

/** "9 am", "5:30 pm", "12 pm", "midnight". */
export function formatClock(minuteOfDay: number, i18n: Translator = english): string {
  const m = ((minuteOfDay % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  if (m === 0) return i18n._('midnight');
  const hour = Math.floor(m / 60);
  const minutes = m % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * A moment of the week said from `now`: the clock alone when it is unambiguous (later today; for a
 * closing time, within the next 24 hours), else with its day: "Mon 9 am".
 */
function when(weekMinute: number, now: number, closing: boolean, i18n: Translator): string {
  const ahead = (weekMinute - now + WEEK_MINUTES) % WEEK_MINUTES;
  const day = Math.floor(weekMinute / DAY_MINUTES);
  const clock = formatClock(weekMinute % DAY_MINUTES, i18n);
  const plain = closing ? ahead <= DAY_MINUTES : day === Math.floor(now / DAY_MINUTES) && ahead < DAY_MINUTES;
  return plain ? clock : `${i18n._(SHORT_DAYS[day] ?? '')} ${clock}`;
}

/** The line a business page shows, e.g. "Open now · closes 5 pm"; null when the week has no hours. */
export function statusLine(
  week: Week,
  timeZone: string,
  at: Date,
  i18n: Translator,
): { open: boolean; text: string } | null {
  const { weekday, minute } = localTime(timeZone, at);
  const now = weekday * DAY_MINUTES + minute;
  const status = openStatusAt(week, now);
  if (status.open)
    return {
      open: true,
      text:
        status.closesAt === null
          ? i18n._('Open now · open all week')
          : i18n._('Open now · closes {time}', { time: when(status.closesAt, now, true, i18n) }),
    };
  if (status.opensAt === null) return null;
  return {
    open: false,
    text: i18n._('Closed · opens {time}', { time: when(status.opensAt, now, false, i18n) }),
  };
}
