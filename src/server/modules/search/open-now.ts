// "Open now" across time zones: each zone a business can be in, with its local weekday and minute
// at this moment; a business is open when one of its ranges in its own zone holds that minute.
// At night few are (none at all at 3 a.m. on the East Coast and midnight in the West): a search
// walking the shuffle order for them would read every business, so how many are open is counted
// first (once a minute) and, when few, the search starts from them (search-sql.ts).
import { type SQL, sql } from 'drizzle-orm';
import { localTime } from '#shared/hours/open-status.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { memoryCache } from '../../lib/memory-cache.ts';
import { US_TIME_ZONES } from '../geography/time-zone.ts';

export interface ZoneNow {
  zones: string[];
  weekdays: number[];
  minutes: number[];
  /** Few businesses are open (OPEN_FEW or fewer ranges): searches start from them. */
  few?: boolean;
}

/**
 * Up to this many open ranges, a search reads the businesses open now and sorts them (a few
 * milliseconds each thousand); above, they are common enough (2% at a million) for the shuffle walk
 * to meet a page of them soon.
 */
export const OPEN_FEW = 20_000;

/** The ranges open now, one row per business range (bor_now_idx). */
export const openRangesNow = (now: ZoneNow): SQL =>
  sql`business_open_ranges r join unnest(${sql.param(now.zones)}::text[], ${sql.param(now.weekdays)}::int[], ${sql.param(now.minutes)}::int[]) as z(zone, d, m)
      on r.time_zone = z.zone and r.weekday = z.d and r.opens_min <= z.m and r.closes_min > z.m`;

/** Whether few businesses are open at `now`, counted once per minute (the count stops past OPEN_FEW). */
export function openFewCounter(db: Db) {
  const counted = memoryCache<Promise<boolean>>({ max: 4, ttlMs: 60_000 });
  return (now: ZoneNow): Promise<boolean> => {
    const key = JSON.stringify([now.weekdays, now.minutes]);
    const known = counted.get(key);
    if (known) return known;
    const answer = queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${openRangesNow(now)} limit ${OPEN_FEW + 1}) s`,
    ).then(([row]) => (row?.n ?? 0) <= OPEN_FEW);
    counted.set(key, answer);
    answer.catch(() => counted.delete(key));
    return answer;
  };
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
