// The map itself (MapLibre GL), loaded only when the map is opened (results-map.tsx imports this file
// on demand: its own chunk, never in a page's first load). Pins are the page's own buttons over the
// canvas, so keyboards and screen readers reach them by name; the canvas is only the backdrop.
import { addProtocol, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The map's worker is a file of its own (self-contained), served with the app's assets.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import { useEffect, useRef, useState } from 'react';
import { formatBbox, parseBbox } from '#shared/search/bbox.ts';
import { Button } from '../ui/button.tsx';
import { type Cluster, clusterPins, pinBounds } from './cluster-pins.ts';
import { MapPanel } from './map-panel.tsx';
import { PinButton } from './pin-button.tsx';
import type { MapItem, ResultsMapProps } from './results-map.tsx';

export interface MapCanvasProps extends ResultsMapProps {
  /** Told when the map cannot start (no WebGL): the list stays. */
  onFail: () => void;
}

/** Results are framed no closer than a county's width: pins are ZIP code centroids, not addresses. */
const MAX_FRAME_ZOOM = 10;

// A style at MAP_STYLE_URL may read its tiles from one PMTiles file (pmtiles://https://…/us.pmtiles)
// in the media store or a bucket, by HTTP range requests: no tile server to run. metadata: true
// fills the attribution from the file.
addProtocol('pmtiles', new Protocol({ metadata: true }).tile);

const US: [[number, number], [number, number]] = [
  [-125, 24],
  [-66, 50],
];

export function MapCanvas({ items, bbox, onSearchArea, onFail }: MapCanvasProps) {
  /** The box searched, framed when the map opens. */
  const area = bbox ? parseBbox(bbox) : null;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [clusters, setClusters] = useState<Cluster<MapItem>[]>([]);
  const [moved, setMoved] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MapItem | null>(null);
  /** True while the map frames the results itself (not a move of the shopper's). */
  const framing = useRef(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const recluster = () => {
    const map = mapRef.current;
    if (!map) return;
    setClusters(clusterPins(itemsRef.current, (lng, lat) => map.project([lng, lat])));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; items arrive by ref.
  useEffect(() => {
    if (!container.current) return;
    const frame = area
      ? ([
          [area.minLng, area.minLat],
          [area.maxLng, area.maxLat],
        ] as const)
      : (pinBounds(items) ?? US);
    let map: MapLibreMap;
    try {
      setWorkerUrl(workerUrl);
      map = new MapLibreMap({
        container: container.current,
        style: new URL('/map/style.json', window.location.href).href,
        bounds: frame as [[number, number], [number, number]],
        fitBoundsOptions: { padding: 48, maxZoom: MAX_FRAME_ZOOM },
        attributionControl: { compact: false },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
    } catch {
      onFail();
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    mapRef.current = map;
    // For walks and tests: the style and its sources have loaded.
    map.on('load', () => container.current?.setAttribute('data-map-ready', ''));
    // Pins move with the map on every frame; they regroup when the zoom changes.
    map.on('move', recluster);
    // Any move but the map's own framing (fitBounds below) and a resize (the window, a rotated
    // phone: the container's size changed) is the shopper's: offer a new search.
    const box = map.getContainer();
    let size = `${box.clientWidth}x${box.clientHeight}`;
    map.on('movestart', () => {
      const now = `${box.clientWidth}x${box.clientHeight}`;
      if (now !== size) size = now;
      else if (!framing.current) setMoved(true);
    });
    recluster();
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // New results (another search, "Search this area", load more): regroup; frame them unless an area was chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reframe on new results only.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const bounds = pinBounds(items);
    if (!area && bounds) {
      framing.current = true;
      map.fitBounds(bounds, { padding: 48, maxZoom: MAX_FRAME_ZOOM, duration: 0 });
      framing.current = false;
    }
    setOpenKey(null);
    recluster();
  }, [items]);

  const width = container.current?.clientWidth ?? 0;
  const height = container.current?.clientHeight ?? 0;
  const visible = clusters.filter((c) => c.x >= 0 && c.y >= 0 && c.x <= width && c.y <= height);
  const shown = visible.reduce((n, c) => n + c.items.length, 0);
  const open = openKey ? clusters.find((c) => c.key === openKey) : undefined;

  const searchArea = () => {
    const b = mapRef.current?.getBounds();
    if (!b) return;
    setMoved(false);
    onSearchArea(
      formatBbox({ minLng: b.getWest(), minLat: b.getSouth(), maxLng: b.getEast(), maxLat: b.getNorth() }),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p role="status" aria-live="polite" className="text-sm font-semibold text-ink-soft">
        Map shows {shown} {shown === 1 ? 'business' : 'businesses'}
      </p>
      <div className="relative h-[26rem] overflow-hidden rounded-2xl border border-line bg-[#e8eef0] sm:h-[32rem]">
        {/* MapLibre makes its container position: relative, so the container fills a positioned box. */}
        <div className="absolute inset-0">
          <div ref={container} className="h-full w-full" />
        </div>
        <ul aria-label="Businesses on the map" className="pointer-events-none absolute inset-0">
          {visible.map((c) => (
            <li key={c.key} className="absolute" style={{ left: c.x, top: c.y }}>
              <PinButton
                cluster={c}
                active={
                  c.key === openKey || (c.items.length === 1 && chosen?.businessId === c.items[0].businessId)
                }
                onChoose={() => {
                  if (c.items.length === 1) {
                    setChosen(c.items[0]);
                    setOpenKey(null);
                  } else {
                    setOpenKey(c.key === openKey ? null : c.key);
                    setChosen(null);
                  }
                }}
              />
            </li>
          ))}
        </ul>
        {moved ? (
          <div className="absolute top-3 left-1/2 -translate-x-1/2">
            <Button size="sm" onClick={searchArea} className="shadow-lift">
              Search this area
            </Button>
          </div>
        ) : null}
      </div>
      <MapPanel
        cluster={open}
        chosen={chosen}
        onChoose={(item) => setChosen(item)}
        onClose={() => {
          setOpenKey(null);
          setChosen(null);
        }}
      />
    </div>
  );
}
