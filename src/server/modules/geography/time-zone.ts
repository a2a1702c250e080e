// A zip's time zone, from its state and county (time-zones.json): most states keep one zone; the
// states split between two list the counties of their second zone. Opening hours are kept in the
// business's own zone, so "open now" is right wherever the shopper is.
import data from './time-zones.json' with { type: 'json' };

const DEFAULTS: Readonly<Record<string, string>> = data.default;
const BY_COUNTY = new Map<string, string>();
for (const [state, zones] of Object.entries(data.counties as Record<string, Record<string, string[]>>))
  for (const [zone, counties] of Object.entries(zones))
    for (const county of counties) BY_COUNTY.set(`${state}:${county.toLowerCase()}`, zone);

/** GeoNames writes some counties with a suffix ("Oglala Lakota County", "Aleutians West (CA)"). */
const bareCounty = (county: string) =>
  county
    .replace(/\s*\(CA\)$/, '')
    .replace(/\s+(County|Parish|Borough|Census Area)$/i, '')
    .trim()
    .toLowerCase();

/** The IANA zone of a place; undefined for a state code we do not know. */
export function timeZoneFor(stateCode: string, county: string): string | undefined {
  const state = stateCode.toUpperCase();
  return BY_COUNTY.get(`${state}:${bareCounty(county)}`) ?? DEFAULTS[state];
}

/** Every zone a US zip can be in (the open-now filter asks each for its local time). */
export const US_TIME_ZONES: readonly string[] = [
  ...new Set([...Object.values(DEFAULTS), ...BY_COUNTY.values()]),
].sort();
