// Opening hours for the demo businesses: the weeks real shops keep, so "Open now" finds a good part
// of the market during ordinary daytime hours and none of it in the middle of the night.
import { emptyWeek, type OpeningHours, type TimeRange, type Weekday } from '#shared/hours/hours-schema.ts';
import type { DemoBusiness } from './demo-types.ts';
import type { Rng } from './prng.ts';

const range = (opens: string, closes: string): TimeRange[] => [{ opens, closes }];

function week(days: Partial<Record<Weekday, TimeRange[]>>): OpeningHours['week'] {
  return { ...emptyWeek(), ...days };
}

/** Cafés and bakeries open early and close mid-afternoon, every day. */
function earlyWeek(): OpeningHours['week'] {
  const day = range('07:00', '15:00');
  return week({
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: day,
    sat: range('08:00', '15:00'),
    sun: range('08:00', '13:00'),
  });
}

/** A shop: six days 10–6 (Thursday until 8), Sunday shorter or closed. */
function shopWeek(rng: Rng): OpeningHours['week'] {
  const day = range('10:00', '18:00');
  return week({
    mon: rng.chance(0.3) ? [] : day,
    tue: day,
    wed: day,
    thu: range('10:00', '20:00'),
    fri: day,
    sat: range('10:00', '17:00'),
    sun: rng.chance(0.5) ? range('11:00', '16:00') : [],
  });
}

/** A service with a studio or shop people come to: weekdays and Saturday. */
function studioWeek(rng: Rng): OpeningHours['week'] {
  const day = rng.chance(0.5) ? range('09:00', '17:00') : range('10:00', '18:00');
  return week({
    mon: rng.chance(0.4) ? [] : day,
    tue: day,
    wed: day,
    thu: day,
    fri: day,
    sat: range('10:00', '16:00'),
  });
}

/** Weekday office hours for calls and bookings, with the work itself by appointment. */
function bookingWeek(): OpeningHours['week'] {
  const day = range('09:00', '17:00');
  return week({ mon: day, tue: day, wed: day, thu: day, fri: day });
}

const EARLY = new Set(['baked-goods', 'coffee-tea']);
/** Work that happens at an event or a client's home: booked ahead, never "open" at a counter. */
const ONLY_BY_APPOINTMENT = new Set(['musician-dj', 'private-chef', 'event-planner']);

export function demoHours(data: DemoBusiness, rng: Rng): OpeningHours {
  const note = rng.chance(0.35) ? 'Closed on public holidays.' : null;
  if (data.categories.some((c) => ONLY_BY_APPOINTMENT.has(c)))
    return { week: emptyWeek(), byAppointment: true, note };
  if (data.categories.some((c) => EARLY.has(c))) return { week: earlyWeek(), byAppointment: false, note };
  if (data.type === 'shop') return { week: shopWeek(rng), byAppointment: false, note };
  if (data.mobile) return { week: bookingWeek(), byAppointment: true, note };
  return { week: studioWeek(rng), byAppointment: rng.chance(0.3), note };
}
