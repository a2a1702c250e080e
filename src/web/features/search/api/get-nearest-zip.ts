// GET /api/zips/nearest: the ZIP code nearest the browser's location (asked only when the shopper
// presses "Use my location").
import { type ApiResult, api } from '../../../lib/api.ts';

export type NearestZip = ApiResult<'GET /api/zips/nearest'>;

/** Coordinates are rounded to about a kilometre before they leave the browser. */
export const nearestZip = (latitude: number, longitude: number) =>
  api('GET /api/zips/nearest', { query: { lat: latitude.toFixed(2), lng: longitude.toFixed(2) } });
