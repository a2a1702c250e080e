// "Open now" as a set: each business's opening ranges (business_open_ranges: its time zone, a weekday,
// the minutes it opens and closes) grouped by zone and weekday, so the businesses open at a moment are
// those of each zone's current weekday whose range holds the zone's current minute. Worked out once
// per minute (and index change) rather than per search.
import type { ZoneNow } from '../open-now.ts';
import { type Bitset, wordsFor } from './bitset.ts';
import { U32List } from './u32-list.ts';

interface Ranges {
  opens: U32List;
  closes: U32List;
  slots: U32List;
}

export class OpenHours {
  private byZoneDay = new Map<string, Ranges>();
  private kept: { key: string; set: Bitset } | null = null;

  /** A document's ranges, as index-load.ts reads them: "zone weekday opens closes". */
  add(slot: number, ranges: readonly string[]) {
    for (const range of ranges) {
      const [zone, weekday, opens, closes] = range.split(' ');
      const key = `${zone} ${weekday}`;
      let r = this.byZoneDay.get(key);
      if (!r) {
        r = { opens: new U32List(), closes: new U32List(), slots: new U32List() };
        this.byZoneDay.set(key, r);
      }
      r.opens.push(Number(opens));
      r.closes.push(Number(closes));
      r.slots.push(slot);
    }
    if (ranges.length) this.kept = null;
  }

  /** Moves each range's slot s to perm[s] (the index numbers a build's documents in fair order). */
  renumber(perm: Uint32Array) {
    for (const { slots } of this.byZoneDay.values())
      for (let i = 0; i < slots.length; i++) slots.data[i] = perm[slots.data[i]];
    this.kept = null;
  }

  /** The slots open at `now` (dead slots included: the caller intersects with the live ones). */
  openAt(now: ZoneNow, slots: number): Bitset {
    const key = `${slots} ${now.weekdays.join(',')} ${now.minutes.join(',')}`;
    if (this.kept?.key === key) return this.kept.set;
    const set = new Uint32Array(wordsFor(slots));
    now.zones.forEach((zone, z) => {
      const r = this.byZoneDay.get(`${zone} ${now.weekdays[z]}`);
      if (!r) return;
      const minute = now.minutes[z];
      const { opens, closes, slots: of } = r;
      for (let i = 0; i < of.length; i++)
        if (opens.data[i] <= minute && closes.data[i] > minute) {
          const slot = of.data[i];
          set[slot >>> 5] |= 1 << (slot & 31);
        }
    });
    this.kept = { key, set };
    return set;
  }
}
