import { CalendarClock, Clock } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { OpeningHours } from '#shared/hours/hours-schema.ts';
import { statusLine } from '#shared/hours/open-status.ts';
import { weekRows } from '#shared/hours/week-rows.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';

// The clock ticks once a minute. The server renders no status (a cached page would keep a stale
// one): the line appears once the page runs, and the week is in the HTML for everyone.
const subscribe = (onChange: () => void) => {
  const id = setInterval(onChange, 30_000);
  return () => clearInterval(id);
};
const currentMinute = () => Math.floor(Date.now() / 60_000);
const noMinute = () => null;

function useMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, noMinute);
}

export interface HoursProps {
  openingHours?: OpeningHours | null;
  timeZone?: string | null;
  className?: string;
}

/** "Open now · closes 5 pm" / "Closed · opens Mon 9 am", in the business's own time zone. */
export function OpenNowLine({ openingHours, timeZone, className }: HoursProps) {
  const i18n = useI18n();
  const minute = useMinute();
  if (!openingHours || !timeZone || minute === null) return null;
  const line = statusLine(openingHours.week, timeZone, new Date(minute * 60_000), i18n);
  if (!line)
    return openingHours.byAppointment ? <p className={className}>{i18n._('By appointment')}</p> : null;
  const { open } = line;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold',
        open ? 'text-success' : 'text-ink-muted',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-4" />
      {line.text}
    </p>
  );
}

/** The week's hours, "by appointment" and the owner's note (the Connect tab). */
export function OpeningHoursPanel({ openingHours, timeZone }: HoursProps) {
  const i18n = useI18n();
  if (!openingHours) return null;
  const hasWeek = Object.values(openingHours.week).some((ranges) => ranges.length > 0);
  return (
    <section aria-labelledby="hours-title" className="mt-8 max-w-xl">
      <h2 id="hours-title" className="flex items-center gap-2 text-2xl font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-6 text-clay-strong" />
        {i18n._('Hours')}
      </h2>
      <OpenNowLine openingHours={openingHours} timeZone={timeZone} className="mt-2" />
      {hasWeek ? (
        <dl className="mt-3 divide-y divide-line/70 rounded-xl border border-line/70 bg-paper px-4 shadow-soft">
          {weekRows(openingHours.week, i18n).map((row) => (
            <div key={row.day} className="flex justify-between gap-4 py-2.5">
              <dt className="font-semibold text-ink">{row.name}</dt>
              <dd className={row.closed ? 'text-ink-muted' : 'text-right text-ink-soft'}>{row.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {openingHours.byAppointment ? (
        <p className="mt-3 text-ink-soft">
          {hasWeek ? i18n._('Also by appointment.') : i18n._('By appointment.')}
        </p>
      ) : null}
      {openingHours.note ? (
        <p className="mt-3 whitespace-pre-line text-ink-soft">{openingHours.note}</p>
      ) : null}
      {timeZone && hasWeek ? (
        <p className="mt-2 text-xs text-ink-muted">
          {i18n._('Times are local ({zone} time).', { zone: timeZone.split('/').at(-1)?.replace('_', ' ') })}
        </p>
      ) : null}
    </section>
  );
}
