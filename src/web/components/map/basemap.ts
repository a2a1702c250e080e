// The base map beneath the pins (MapLibre GL, its worker and the style): its own chunk, fetched when
// the map is opened and never in a page's first load. It starts at the camera the pins were already
// drawn with (web-mercator.ts), so they stay put when it appears.
import { addProtocol, Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './basemap.css';
// The map's worker is a file of its own (self-contained), served with the app's assets.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import type { Bbox } from '#shared/search/bbox.ts';
import type { Camera, LngLatBounds } from './web-mercator.ts';

// A style at MAP_STYLE_URL may read its tiles from one PMTiles file (pmtiles://https://…/us.pmtiles)
// in the media store or a bucket, by HTTP range requests: no tile server to run. metadata: true
// fills the attribution from the file.
addProtocol('pmtiles', new Protocol({ metadata: true }).tile);

export interface Basemap {
  project: (lng: number, lat: number) => { x: number; y: number };
  /** What the map shows now, as a search box. */
  bounds: () => Bbox;
  /** Frames `bounds` (new results), which is not a move of the shopper's. */
  frame: (bounds: LngLatBounds, padding: number, maxZoom: number) => void;
  remove: () => void;
}

export interface BasemapEvents {
  /** Every frame of a move (pins follow). */
  onMove: () => void;
  /** A move the shopper made (not the map's own framing, not a resize). */
  onShopperMove: () => void;
}

/** MapLibre in `container` at `camera`; throws where it cannot run (no WebGL). */
export function startBasemap(container: HTMLElement, camera: Camera, events: BasemapEvents): Basemap {
  setWorkerUrl(workerUrl);
  const map = new MapLibreMap({
    container,
    style: new URL('/map/style.json', window.location.href).href,
    center: camera.center,
    zoom: camera.zoom,
    attributionControl: { compact: false },
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  // For walks and tests: the style and its sources have loaded.
  map.on('load', () => container.setAttribute('data-map-ready', ''));
  map.on('move', events.onMove);
  let framing = false;
  // A resize (the window, a rotated phone) changes the container's size: not the shopper's move.
  let size = `${container.clientWidth}x${container.clientHeight}`;
  map.on('movestart', () => {
    const now = `${container.clientWidth}x${container.clientHeight}`;
    if (now !== size) size = now;
    else if (!framing) events.onShopperMove();
  });
  return {
    project: (lng, lat) => map.project([lng, lat]),
    bounds: () => {
      const b = map.getBounds();
      return { minLng: b.getWest(), minLat: b.getSouth(), maxLng: b.getEast(), maxLat: b.getNorth() };
    },
    frame: (bounds, padding, maxZoom) => {
      framing = true;
      map.fitBounds(bounds, { padding, maxZoom, duration: 0 });
      framing = false;
    },
    remove: () => map.remove(),
  };
}
