// "Open now" across time zones: each zone a business can be in, with its local weekday and minute
// at this moment; a business is open when one of its ranges in its own zone holds that minute
// (index/open-hours.ts).
import { localTime } from '#shared/hours/open-status.ts';
import { US_TIME_ZONES } from '../geography/time-zone.ts';

export interface ZoneNow {
  zones: string[];
  weekdays: number[];
  minutes: number[];
}

export function zonesNow(at = new Date()): ZoneNow {
  const out: ZoneNow = { zones: [], weekdays: [], minutes: [] };
  for (const zone of US_TIME_ZONES) {
    const { weekday, minute } = localTime(zone, at);
    out.zones.push(zone);
    out.weekdays.push(weekday);
    out.minutes.push(minute);
  }
  return out;
}
