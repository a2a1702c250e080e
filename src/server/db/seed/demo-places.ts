// Real zips for the demo businesses, read from us_zips so zip, city, state and region always agree.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { usZips, zipPlaceColumns } from '../schema/index.ts';
import type { Rng } from './prng.ts';

export interface Place {
  zip: string;
  city: string;
  /** Full state name, as us_zips stores it. */
  state: string;
  stateCode: string;
  region: string;
  /** IANA zone of the zip: the demo's opening hours are kept in it. */
  timeZone: string | null;
}

export interface PlaceFinder {
  /** A zip in `city` (its most common region), or any zip of the state when the city is unknown. */
  find(stateCode: string, city: string, rng: Rng): Place;
}

export async function loadPlaces(db: Db, stateCodes: readonly string[]): Promise<PlaceFinder> {
  const rows = await db
    .select({
      ...zipPlaceColumns,
      timeZone: usZips.timeZone,
    })
    .from(usZips)
    .where(inArray(usZips.stateCode, [...new Set(stateCodes)]))
    .orderBy(usZips.zip);
  const byState = new Map<string, Place[]>();
  for (const row of rows) {
    const list = byState.get(row.stateCode) ?? [];
    list.push(row);
    byState.set(row.stateCode, list);
  }
  return {
    find(stateCode, city, rng) {
      const inState = byState.get(stateCode);
      if (!inState?.length) throw new Error(`demo seed: no zips loaded for ${stateCode}`);
      const inCity = inState.filter((p) => p.city.toLowerCase() === city.toLowerCase());
      if (inCity.length === 0) return rng.pick(inState);
      const counts = new Map<string, number>();
      for (const p of inCity) counts.set(p.region, (counts.get(p.region) ?? 0) + 1);
      const region = [...counts].sort((a, b) => b[1] - a[1])[0][0];
      return rng.pick(inCity.filter((p) => p.region === region));
    },
  };
}
