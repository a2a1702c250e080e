// Wall-clock times in a named zone and back, with Intl only (no time-zone library in the bundle).
// An event typed as "10:00" in America/Denver is the instant that Denver's clocks show 10:00, in
// summer and in winter alike.

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock of `zone` at `instant`: "2026-12-06T10:00". */
export function localDateTimeOf(instant: Date, zone: string): string {
  const p = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const offsetMs = (instant: Date, zone: string) => {
  const local = localDateTimeOf(instant, zone);
  const asUtc = Date.parse(`${local}:00Z`);
  return asUtc - (instant.getTime() - (instant.getTime() % 60000));
};

/**
 * The instant `zone`'s clocks show `local` ("2026-12-06T10:00" or "2026-12-06" for midnight). A time
 * skipped by a spring-forward change lands just after it; a repeated one takes its first occurrence.
 */
export function instantOf(local: string, zone: string): Date {
  const wall = Date.parse(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
  let guess = wall - offsetMs(new Date(wall), zone);
  const second = wall - offsetMs(new Date(guess), zone);
  if (second !== guess) guess = Math.min(guess, second);
  return new Date(guess);
}

/** The next calendar day of "YYYY-MM-DD". */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayLabel = (local: string) => {
  const d = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  return `${WEEKDAY[d.getUTCDay()]}, ${MONTH[d.getUTCMonth()]} ${d.getUTCDate()}`;
};
const timeLabel = (local: string, withMeridiem = true) => {
  const h = Number(local.slice(11, 13));
  const m = local.slice(14, 16);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const clock = m === '00' ? `${hour}` : `${hour}:${m}`;
  return withMeridiem ? `${clock} ${h < 12 ? 'am' : 'pm'}` : clock;
};

/** "Sat, Dec 6 · 10 am – 2 pm" in the business's zone; over several days both days are named. */
export function eventWhen(startsAt: Date | string, endsAt: Date | string, zone: string): string {
  const start = localDateTimeOf(new Date(startsAt), zone);
  const end = localDateTimeOf(new Date(endsAt), zone);
  if (start.slice(0, 10) === end.slice(0, 10))
    return `${dayLabel(start)} · ${timeLabel(start)} – ${timeLabel(end)}`;
  return `${dayLabel(start)} · ${timeLabel(start)} – ${dayLabel(end)} · ${timeLabel(end)}`;
}

/** "Sat, Dec 6" for the local day of an instant. */
export function dayOf(instant: Date | string, zone: string): string {
  return dayLabel(localDateTimeOf(new Date(instant), zone));
}
