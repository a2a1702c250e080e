// iCalendar (RFC 5545) for events (docs/decisions/040): one VEVENT per event with a stable UID and
// its revision as SEQUENCE. A one-off event's times are UTC; a weekly one is written in its zone
// (TZID, with a VTIMEZONE of the US rules) so its wall clock holds across daylight saving: RRULE
// weekly until its last date, and each cancelled or moved date an instance of its own
// (RECURRENCE-ID), a cancelled one STATUS:CANCELLED, so calendars list it as cancelled.
import { localDateTimeOf } from '#shared/posts/zoned-time.ts';

export interface IcsDate {
  /** The date as scheduled (local day). */
  day: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  moved: boolean;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  stamp: Date;
  title: string;
  description: string;
  location: string;
  url: string;
  organizer: string;
  zone: string;
  /** The first scheduled date's start and end. */
  firstStart: Date;
  firstEnd: Date;
  /** A weekly event's last local day (null: once). */
  repeatUntil: string | null;
  /** The dates known (upcoming), with their changes. */
  dates: IcsDate[];
}

const CRLF = '\r\n';

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export const escapeText = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const utc = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const local = (d: Date, zone: string) => `${localDateTimeOf(d, zone).replace(/[-:]/g, '')}00`;

/** The zone's offset at an instant, as +HHMM. */
function offsetAt(zone: string, at: Date): string {
  const wall = Date.parse(`${localDateTimeOf(at, zone)}:00Z`);
  const minutes = Math.round((wall - (at.getTime() - (at.getTime() % 60_000))) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** VTIMEZONE for a US zone: its standard and daylight offsets, changing as US law has since 2007. */
export function vtimezone(zone: string, year = new Date().getUTCFullYear()): string[] {
  const standard = offsetAt(zone, new Date(Date.UTC(year, 0, 15)));
  const daylight = offsetAt(zone, new Date(Date.UTC(year, 6, 15)));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (standard === daylight)
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${standard}`,
      `TZOFFSETTO:${standard}`,
      'END:STANDARD',
    );
  else
    lines.push(
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      `TZOFFSETFROM:${standard}`,
      `TZOFFSETTO:${daylight}`,
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      `TZOFFSETFROM:${daylight}`,
      `TZOFFSETTO:${standard}`,
      'END:STANDARD',
    );
  lines.push('END:VTIMEZONE');
  return lines;
}

function common(e: IcsEvent): string[] {
  return [
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.location)}`,
    `URL:${e.url}`,
    `ORGANIZER;CN=${JSON.stringify(e.organizer.replace(/"/g, "'"))}:${e.url}`,
  ];
}

function vevents(e: IcsEvent): string[] {
  const lines: string[] = [];
  if (!e.repeatUntil) {
    const only = e.dates[0];
    const start = only?.startsAt ?? e.firstStart;
    const end = only?.endsAt ?? e.firstEnd;
    lines.push('BEGIN:VEVENT', ...common(e), `DTSTART:${utc(start)}`, `DTEND:${utc(end)}`);
    lines.push(`STATUS:${only?.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
    return lines;
  }
  const firstLocal = localDateTimeOf(e.firstStart, e.zone);
  const lastStart = new Date(
    e.firstStart.getTime() +
      Math.floor(
        (Date.parse(`${e.repeatUntil}T00:00:00Z`) - Date.parse(`${firstLocal.slice(0, 10)}T00:00:00Z`)) /
          604_800_000,
      ) *
        604_800_000 +
      // A day's slack covers a change of daylight saving between the first and the last date.
      86_400_000,
  );
  lines.push(
    'BEGIN:VEVENT',
    ...common(e),
    `DTSTART;TZID=${e.zone}:${local(e.firstStart, e.zone)}`,
    `DTEND;TZID=${e.zone}:${local(e.firstEnd, e.zone)}`,
    `RRULE:FREQ=WEEKLY;UNTIL=${utc(lastStart)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  );
  const time = firstLocal.slice(11).replace(':', '');
  for (const d of e.dates.filter((x) => x.cancelled || x.moved))
    lines.push(
      'BEGIN:VEVENT',
      ...common(e),
      `RECURRENCE-ID;TZID=${e.zone}:${d.day.replace(/-/g, '')}T${time}00`,
      `DTSTART;TZID=${e.zone}:${local(d.startsAt, e.zone)}`,
      `DTEND;TZID=${e.zone}:${local(d.endsAt, e.zone)}`,
      `STATUS:${d.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  return lines;
}

/** A calendar of these events, named for what it holds. */
export function icsCalendar(name: string, events: IcsEvent[]): string {
  const zones = [...new Set(events.filter((e) => e.repeatUntil).map((e) => e.zone))].sort();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Locals Market//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...zones.flatMap((z) => vtimezone(z)),
    ...events.flatMap(vevents),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
