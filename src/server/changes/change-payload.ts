// What the database's triggers say on the channel (migration 0018), read into a Change; and the
// marker a process sends itself to know it has heard everything committed before (settled()).
import type { Change, ChangedBusiness } from './change.ts';

/** The channel the triggers and the sync markers use. */
export const CHANGES_CHANNEL = 'lm_changes';

const text = (v: unknown) => (typeof v === 'string' ? v : null);

export type Heard = { change: Change } | { sync: string };

/** Whatever this process cannot read (a newer version's payload, say) may have changed anything. */
const EVERYTHING: Heard = { change: { kind: 'everything' } };

/** A payload as heard. */
export function parsePayload(payload: string): Heard {
  let body: { t?: unknown; r?: unknown; s?: unknown; n?: unknown };
  try {
    body = JSON.parse(payload);
  } catch {
    return EVERYTHING;
  }
  switch (body?.t) {
    case 'b': {
      if (!Array.isArray(body.r)) return EVERYTHING;
      const businesses: ChangedBusiness[] = [];
      for (const row of body.r)
        if (Array.isArray(row) && typeof row[0] === 'string')
          businesses.push({ id: row[0], username: text(row[1]), state: text(row[2]), region: text(row[3]) });
      return { change: { kind: 'businesses', businesses } };
    }
    case 'bulk':
      return {
        change: {
          kind: 'bulk',
          states: Array.isArray(body.s) ? body.s.filter((s) => typeof s === 'string') : [],
        },
      };
    case 'states':
      return { change: { kind: 'states' } };
    case 'sync':
      return typeof body.n === 'string' ? { sync: body.n } : EVERYTHING;
    default:
      return EVERYTHING;
  }
}

export const syncPayload = (marker: string) => JSON.stringify({ t: 'sync', n: marker });
