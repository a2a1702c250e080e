// GET /api/zips/nearest: the ZIP code nearest the browser's location (asked only when the shopper
// presses "Use my location"). Free of the query cache: the search's filters are islands
// (docs/decisions/041).
import { type ApiResult, api } from '../../../lib/api.ts';

export type NearestZip = ApiResult<'GET /api/zips/nearest'>;

/** Coordinates are rounded to about a kilometre before they leave the browser. */
export const nearestZip = (latitude: number, longitude: number) =>
  api('GET /api/zips/nearest', { query: { lat: latitude.toFixed(2), lng: longitude.toFixed(2) } });

/** Asked this visit, by rounded place: a ZIP code near it does not move. */
const asked = new Map<string, Promise<NearestZip>>();

/** Asks for the ZIP code nearest a position when the visitor asks to use their location. */
export function useFindNearestZip() {
  return (latitude: number, longitude: number) => {
    const place = `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
    const known = asked.get(place);
    if (known) return known;
    const answer = nearestZip(latitude, longitude);
    asked.set(place, answer);
    // A failed answer is asked again next time.
    answer.catch(() => asked.delete(place));
    return answer;
  };
}
