// The cursor of /events: the last date shown (its start, its event, its scheduled day), as base64url
// JSON. A cursor stays valid whatever changes meanwhile: the next page starts after that place in time.
export interface EventsCursor {
  s: string;
  p: string;
  d: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const encodeEventsCursor = (c: EventsCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

export function decodeEventsCursor(text: string): EventsCursor | null {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as EventsCursor;
    if (typeof c.s !== 'string' || Number.isNaN(Date.parse(c.s))) return null;
    if (typeof c.p !== 'string' || !UUID.test(c.p) || typeof c.d !== 'string' || !DAY.test(c.d)) return null;
    return { s: c.s, p: c.p, d: c.d };
  } catch {
    return null;
  }
}
