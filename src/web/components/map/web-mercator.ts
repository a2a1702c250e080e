// The map's camera worked out without the map: Web Mercator at MapLibre's 512-pixel world, so the
// pins can be drawn the moment the results are there, before MapLibre GL (a few hundred kilobytes)
// has arrived, and MapLibre then starts at exactly this camera (the same center and zoom), so the
// pins do not move when the base map appears beneath them.
import { mercX, mercY } from '#shared/map/mercator.ts';

export type LngLatBounds = [[number, number], [number, number]];

export interface Camera {
  center: [number, number];
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

const TILE = 512;
const lngOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180)) - 90;

/** The camera that shows `bounds` inside `size` less `padding` on each side, no closer than `maxZoom` (MapLibre's fitBounds). */
export function fitCamera(bounds: LngLatBounds, size: Size, padding: number, maxZoom: number): Camera {
  const [[west, south], [east, north]] = bounds;
  const x0 = mercX(west);
  const x1 = mercX(east);
  const y0 = mercY(north);
  const y1 = mercY(south);
  const scale = Math.min(
    (size.width - 2 * padding) / Math.max((x1 - x0) * TILE, 1e-9),
    (size.height - 2 * padding) / Math.max((y1 - y0) * TILE, 1e-9),
  );
  const zoom = Math.max(0, Math.min(maxZoom, Math.log2(scale)));
  return { center: [lngOf((x0 + x1) / 2), latOf((y0 + y1) / 2)], zoom };
}

/** Where a place falls, in pixels from the top left of a map of `size` looking through `camera`. */
export function projector(camera: Camera, size: Size) {
  const world = TILE * 2 ** camera.zoom;
  const cx = mercX(camera.center[0]);
  const cy = mercY(camera.center[1]);
  return (lng: number, lat: number) => ({
    x: (mercX(lng) - cx) * world + size.width / 2,
    y: (mercY(lat) - cy) * world + size.height / 2,
  });
}
