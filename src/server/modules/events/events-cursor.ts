// The cursor of /events: the last date shown (its start, its event, its scheduled day), as base64url
// JSON. A cursor stays valid whatever changes meanwhile: the next page starts after that place in time.
export interface EventsCursor {
  s: string;
  p: string;
  d: string;
}

import { isCalendarDay } from '#shared/events/events-query.ts';

/** What encodeEventsCursor writes (toISOString): PostgreSQL reads it as it is. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeEventsCursor = (c: EventsCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

export function decodeEventsCursor(text: string): EventsCursor | null {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as EventsCursor;
    if (typeof c.s !== 'string' || !INSTANT.test(c.s) || Number.isNaN(Date.parse(c.s))) return null;
    if (typeof c.p !== 'string' || !UUID.test(c.p) || typeof c.d !== 'string' || !isCalendarDay(c.d))
      return null;
    return { s: c.s, p: c.p, d: c.d };
  } catch {
    return null;
  }
}
