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
  private points: [number, number, number][] = [];
  private list: ZipPlace[] = [];

  constructor(rows: readonly ZipPlace[]) {
    for (const row of rows) {
      this.byZip.set(row.zip, row);
      this.list.push(row);
      this.points.push(toEarth(row.lat, row.lng));
    }
  }

  /** The ZIP codes within `radiusMiles` of the point, inside the box when one is given (edges included). */
  ring(lat: number, lng: number, radiusMiles: number, box?: Bbox): ZipRing {
    const origin = toEarth(lat, lng);
    const meters = radiusMiles * METERS_PER_MILE;
    const tenth = METERS_PER_MILE / 10;
    const ring: ZipRing = { zips: [], tenths: [] };
    // A cheap latitude band first (a degree of latitude is at least 68 miles).
    const band = radiusMiles / 68 + 0.1;
    for (let i = 0; i < this.list.length; i++) {
      const z = this.list[i];
      if (Math.abs(z.lat - lat) > band) continue;
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
    return this.list.filter((z) => inside(z, box)).map((z) => z.zip);
  }
}

const inside = (z: ZipPlace, b: Bbox) =>
  z.lng >= b.minLng && z.lng <= b.maxLng && z.lat >= b.minLat && z.lat <= b.maxLat;
