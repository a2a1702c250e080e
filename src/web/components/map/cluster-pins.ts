// Pins that would overlap on screen become one cluster (several businesses of one ZIP code share a
// point, so they always do, as do one business's events): a cluster shows its count and opens a
// list, so no pin hides another.
// Greedy and in the results' order, which is cheap for a page or a few of results.
export interface Pinned {
  id: string;
  pin: { lng: number; lat: number } | null;
}

export interface Cluster<T extends Pinned> {
  /** Stable while the same businesses stay together (React key, the open list). */
  key: string;
  /** The first business's ZIP code centroid: a cluster is never placed more precisely than its pins. */
  lng: number;
  lat: number;
  x: number;
  y: number;
  items: T[];
}

/** Pins closer than this many pixels join one cluster (a pin button is 36 px wide). */
export const CLUSTER_PX = 40;

export function clusterPins<T extends Pinned>(
  items: readonly T[],
  project: (lng: number, lat: number) => { x: number; y: number },
  radius = CLUSTER_PX,
): Cluster<T>[] {
  const clusters: Cluster<T>[] = [];
  for (const item of items) {
    if (!item.pin) continue;
    const { x, y } = project(item.pin.lng, item.pin.lat);
    const near = clusters.find((c) => Math.hypot(c.x - x, c.y - y) < radius);
    if (near) near.items.push(item);
    else clusters.push({ key: '', lng: item.pin.lng, lat: item.pin.lat, x, y, items: [item] });
  }
  for (const c of clusters) c.key = c.items.map((i) => i.id).join(',');
  return clusters;
}

/** The box around the pins, or null when there are none. */
export function pinBounds(items: readonly Pinned[]): [[number, number], [number, number]] | null {
  const pins = items.flatMap((i) => (i.pin ? [i.pin] : []));
  if (!pins.length) return null;
  const lngs = pins.map((p) => p.lng);
  const lats = pins.map((p) => p.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
