// The default map's only data: the US outline, state and county borders from us-atlas (US Census
// Bureau cartographic boundaries, 1:10m, shipped in node_modules: no network). Converted once from
// TopoJSON to GeoJSON on first request and kept in memory. Borders are meshes (each shared border
// once, as lines) with coordinates rounded to about 100 m: a few hundred KB instead of megabytes.
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);

/** The package's version names the file, so it can be cached for a year and change with an upgrade. */
export const BOUNDARIES_VERSION: string = require('us-atlas/package.json').version;

type Position = number[];
const round = (p: Position) => [Math.round(p[0] * 1000) / 1000, Math.round(p[1] * 1000) / 1000];
// biome-ignore lint/suspicious/noExplicitAny: GeoJSON coordinates nest to any depth.
const rounded = (coords: any): any => (typeof coords[0] === 'number' ? round(coords) : coords.map(rounded));

const roundedGeometry = (g: { type: string; coordinates: unknown }) => ({
  type: g.type,
  coordinates: rounded(g.coordinates),
});

let cached: string | null = null;

/** One FeatureCollection: the nation (kind "nation"), state borders ("state"), county borders ("county"). */
export function usBoundaries(): string {
  if (cached) return cached;
  const topo = require('us-atlas/counties-10m.json') as Parameters<typeof mesh>[0];
  type Collection = Parameters<typeof mesh>[1] & Parameters<typeof feature>[1];
  const objects = topo.objects as Record<'counties' | 'states' | 'nation', Collection>;
  const nation = feature(topo, objects.nation) as unknown as { features: { geometry: unknown }[] };
  const states = mesh(topo, objects.states, (a, b) => a !== b);
  const counties = mesh(topo, objects.counties, (a, b) => a !== b);
  const features = [
    ...nation.features.map((f) => ({
      type: 'Feature',
      properties: { kind: 'nation' },
      geometry: roundedGeometry(f.geometry as { type: string; coordinates: unknown }),
    })),
    { type: 'Feature', properties: { kind: 'state' }, geometry: roundedGeometry(states) },
    { type: 'Feature', properties: { kind: 'county' }, geometry: roundedGeometry(counties) },
  ];
  cached = JSON.stringify({ type: 'FeatureCollection', features });
  return cached;
}
