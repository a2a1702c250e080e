// Every ZIP code with a centroid (us_zips, about 33,000), in memory: "near a ZIP code" and the map's
// box are worked out here rather than in SQL. Distances are the earthdistance extension's, computed
// the same way (a sphere of earth() = 6,378,168 m, the chord between ll_to_earth points turned into
// the great-circle distance), so a ZIP code is within a radius here exactly when it was in SQL.
import type { Bbox } from '#shared/search/bbox.ts';

export const METERS_PER_MILE = 1609.344;
const EARTH = 6378168;
/** PostgreSQL's RADIANS_PER_DEGREE, as the double it is. */
const RADIANS = 0.017453292519943295;

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Its IANA zone (us_zips.time_zone): "today" where it is, for events near it. */
  timeZone?: string | null;
}

/** ll_to_earth: the point on the sphere, in metres. */
function toEarth(lat: number, lng: number): [number, number, number] {
  const la = lat * RADIANS;
  const lo = lng * RADIANS;
  return [EARTH * Math.cos(la) * Math.cos(lo), EARTH * Math.cos(la) * Math.sin(lo), EARTH * Math.sin(la)];
}

/** earth_distance: sec_to_gc(cube_distance(a, b)). */
function earthDistance(a: [number, number, number], b: [number, number, number]): number {
  const chord = Math.sqrt((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2);
  if (chord / (2 * EARTH) > 1) return Math.PI * EARTH;
  return 2 * EARTH * Math.asin(chord / (2 * EARTH));
}

/** The radius's ZIP codes with their distance in tenths of a mile (rounded, as the SQL did). */
export interface ZipRing {
  zips: string[];
  tenths: number[];
}

export class ZipTable {
  readonly byZip = new Map<string, ZipPlace>();
  /** Sorted by latitude, so a radius or a box reads only its band. */
  private list: ZipPlace[] = [];
  private lats = new Float64Array(0);
  private points: [number, number, number][] = [];

  constructor(rows: readonly ZipPlace[]) {
    for (const row of rows) this.byZip.set(row.zip, row);
    this.list = [...rows].sort((a, b) => a.lat - b.lat || (a.zip < b.zip ? -1 : 1));
    this.lats = Float64Array.from(this.list, (z) => z.lat);
    this.points = this.list.map((z) => toEarth(z.lat, z.lng));
  }

  /** The list positions of latitudes in [min, max]. */
  private band(min: number, max: number): [number, number] {
    return [lowerBound(this.lats, min), lowerBound(this.lats, max, true)];
  }

  /** The ZIP codes within `radiusMiles` of the point, inside the box when one is given (edges included). */
  ring(lat: number, lng: number, radiusMiles: number, box?: Bbox): ZipRing {
    const origin = toEarth(lat, lng);
    const meters = radiusMiles * METERS_PER_MILE;
    const tenth = METERS_PER_MILE / 10;
    const ring: ZipRing = { zips: [], tenths: [] };
    // Only the latitude band can be near (a degree of latitude is at least 68 miles).
    const band = radiusMiles / 68 + 0.1;
    const [from, to] = this.band(lat - band, lat + band);
    for (let i = from; i < to; i++) {
      const z = this.list[i];
      if (box && !inside(z, box)) continue;
      const d = earthDistance(origin, this.points[i]);
      if (d > meters) continue;
      ring.zips.push(z.zip);
      ring.tenths.push(Math.round(d / tenth));
    }
    return ring;
  }

  /** The ZIP codes whose centroid is inside the box (edges included, as `point <@ box`). */
  inBox(box: Bbox): string[] {
    const [from, to] = this.band(box.minLat, box.maxLat);
    const out: string[] = [];
    for (let i = from; i < to; i++) if (inside(this.list[i], box)) out.push(this.list[i].zip);
    return out;
  }
}

/** The first position whose value is at least `value` (past it with `after`). */
function lowerBound(sorted: Float64Array, value: number, after = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value || (after && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const inside = (z: ZipPlace, b: Bbox) =>
  z.lng >= b.minLng && z.lng <= b.maxLng && z.lat >= b.minLat && z.lat <= b.maxLat;
