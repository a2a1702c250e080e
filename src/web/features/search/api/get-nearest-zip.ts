// GET /api/zips/nearest: the ZIP code nearest the browser's location (asked only when the shopper
// presses "Use my location").
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, api } from '../../../lib/api.ts';

export type NearestZip = ApiResult<'GET /api/zips/nearest'>;

/** Coordinates are rounded to about a kilometre before they leave the browser. */
export const nearestZip = (latitude: number, longitude: number) =>
  api('GET /api/zips/nearest', { query: { lat: latitude.toFixed(2), lng: longitude.toFixed(2) } });

/** The same rounded place is asked once (a ZIP code near it does not move). */
export const nearestZipQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: ['nearest-zip', latitude.toFixed(2), longitude.toFixed(2)],
    queryFn: () => nearestZip(latitude, longitude),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Asks for the ZIP code nearest a position when the visitor asks to use their location. */
export function useFindNearestZip() {
  const queryClient = useQueryClient();
  return (latitude: number, longitude: number) =>
    queryClient.fetchQuery(nearestZipQueryOptions(latitude, longitude));
}
