// The map's visible box as the search carries it in the address: bbox=minLng,minLat,maxLng,maxLat
// (degrees, west-south-east-north, as maps and GeoJSON write it). Parsed once here for the page, the
// map and the server; a box that crosses the antimeridian (west > east) is not a US search and is
// refused rather than guessed at.
export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Coordinates in the address keep 4 decimals (about 10 m): enough for a map's edge, short to share. */
const NUMBER = /^-?\d{1,3}(\.\d{1,6})?$/;

export function parseBbox(value: string): Bbox | null {
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number);
  const lngOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (!lngOk(minLng) || !lngOk(maxLng) || !latOk(minLat) || !latOk(maxLat)) return null;
  if (minLng > maxLng || minLat > maxLat) return null;
  return { minLng, minLat, maxLng, maxLat };
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;
const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

/** The address form of a box (rounded outward-safe to 4 decimals, clamped to the globe). */
export function formatBbox(b: Bbox): string {
  return [clamp(b.minLng, 180), clamp(b.minLat, 90), clamp(b.maxLng, 180), clamp(b.maxLat, 90)]
    .map(round)
    .join(',');
}
