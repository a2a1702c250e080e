// The US outline the server-drawn map shows under its pins (docs/decisions/036): the nation filled
// and the state borders, from the same us-atlas boundaries as the live map's style, projected to
// Web Mercator over US_OUTLINE_FRAME (islands outside it are left out). Points are rounded to the drawing's units and repeats dropped:
// the 1:10m coastline in tens of kilobytes, made once and kept in memory.
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import { mercX, mercY } from '#shared/map/mercator.ts';
import { US_OUTLINE_FRAME } from '#shared/map/us-outline.ts';

const require = createRequire(import.meta.url);

/** The drawing's width in its own units; its height follows the frame's shape. */
const WIDTH = 2000;

type Position = number[];
type Line = Position[];

let cached: string | null = null;

export function usOutlineSvg(): string {
  if (cached) return cached;
  const { west, east, north, south } = US_OUTLINE_FRAME;
  const x0 = mercX(west);
  const y0 = mercY(north);
  const scale = WIDTH / (mercX(east) - x0);
  const height = Math.round((mercY(south) - y0) * scale);
  // Past the antimeridian (the Aleutians' west end) longitudes are drawn less 360°, east of the frame's west.
  const point = ([lng, lat]: Position) => {
    const x = Math.round((mercX(lng > 0 ? lng - 360 : lng) - x0) * scale);
    const y = Math.round((mercY(lat) - y0) * scale);
    return [x, y] as const;
  };
  const path = (lines: Line[], close: boolean) =>
    lines
      .map((line) => {
        let last = '';
        const parts: string[] = [];
        const points = line.map(point);
        // Islands outside the frame (American Samoa, Guam) are left out, not drawn past its edges.
        if (points.some(([x, y]) => x < 0 || x > WIDTH || y < 0 || y > height)) return '';
        for (const [x, y] of points) {
          const here = `${x} ${y}`;
          if (here !== last) parts.push(here);
          last = here;
        }
        return parts.length > 1 ? `M${parts.join('L')}${close ? 'Z' : ''}` : '';
      })
      .join('');

  const topo = require('us-atlas/states-10m.json') as Parameters<typeof mesh>[0];
  type Collection = Parameters<typeof mesh>[1] & Parameters<typeof feature>[1];
  const objects = topo.objects as Record<'states' | 'nation', Collection>;
  const nation = feature(topo, objects.nation) as unknown as {
    features: { geometry: { type: string; coordinates: Line[] | Line[][] } }[];
  };
  const rings = nation.features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon'
      ? (geometry.coordinates as Line[])
      : (geometry.coordinates as Line[][]).flat(),
  );
  const borders = mesh(topo, objects.states, (a, b) => a !== b) as unknown as { coordinates: Line[] };

  cached =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}">` +
    `<path d="${path(rings, true)}" fill="#fbf6ee" stroke="#b9a38a" stroke-width="1.25" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>` +
    `<path d="${path(borders.coordinates, false)}" fill="none" stroke="#c9b59d" stroke-width="0.8" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>` +
    '</svg>';
  return cached;
}
