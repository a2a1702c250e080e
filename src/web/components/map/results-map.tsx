// The map view of a list of results (its own chunk: map-view.tsx fetches it when the map is opened).
// The pins are the page's own buttons, so keyboards and screen readers reach them by name; they are
// drawn as soon as the results are there, at a camera worked out here (web-mercator.ts), while the
// base map (MapLibre GL, basemap.ts, a few hundred kilobytes) is fetched and starts at that camera
// beneath them. Then the pins follow the map as it moves.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BUSINESSES, type MapCounts, mapCountLine } from '#shared/display/map-labels.ts';
import { formatBbox, parseBbox } from '#shared/search/bbox.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { whenSeenAndIdle } from '../../lib/when-seen-and-idle.ts';
import { Button } from '../ui/button.tsx';
import type { Basemap } from './basemap.ts';
import { clusterPins, pinBounds } from './cluster-pins.ts';
import { BUSINESS_LIST_NAMES, type MapEntry, type MapKind } from './map-item.ts';
import { MapPanel } from './map-panel.tsx';
import { MapUnavailable } from './map-states.tsx';
import { PinButton } from './pin-button.tsx';
import { StaticPinsMap } from './static-pins-map.tsx';
import { fitCamera, type LngLatBounds, projector, type Size } from './web-mercator.ts';

export interface ResultsMapProps<T> {
  items: readonly T[];
  /** What the results are on the map (businesses, events). */
  kind: MapKind<T>;
  /** The address's bbox: the area searched, framed when the map opens. */
  bbox: string | null;
  /** Told the box to search, as the address writes it ("Search this area"; none without it). */
  onSearchArea?: (bbox: string) => void;
  /** Whether the list has more to load, and every match when the page counts them (search): the
   * status line says which of the results the map has, so it agrees with the page's count. */
  more: boolean;
  total?: MapCounts['total'];
}

/** Results are framed no closer than a county's width: pins are ZIP code centroids, not addresses. */
const MAX_FRAME_ZOOM = 10;
const PADDING = 48;
const US: LngLatBounds = [
  [-125, 24],
  [-66, 50],
];

export function ResultsMap<T>({ items, kind, bbox, onSearchArea, more, total }: ResultsMapProps<T>) {
  const i18n = useI18n();
  const area = bbox ? parseBbox(bbox) : null;
  const entries = useMemo(() => items.map(kind.entry), [items, kind]);
  const box = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped on every frame of a move, so the pins are placed again.
  const [, setMoves] = useState(0);
  const [moved, setMoved] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MapEntry<T> | null>(null);
  // The pin that opened the panel: the focus goes back to it when the panel closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  const panelId = useId();

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const read = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const framed: LngLatBounds = area
    ? [
        [area.minLng, area.minLat],
        [area.maxLng, area.maxLat],
      ]
    : (pinBounds(entries) ?? US);
  const camera = size ? fitCamera(framed, size, PADDING, MAX_FRAME_ZOOM) : null;
  const cameraRef = useRef(camera);
  cameraRef.current = camera;

  // The base map, once the box has its size and is on screen and the page is idle: the pins are
  // drawn and answer first, and the base map starts where they already are.
  const measured = size !== null;
  useEffect(() => {
    if (!measured || !container.current) return;
    let live = true;
    let map: Basemap | null = null;
    const cancel = whenSeenAndIdle(container.current, () =>
      import('./basemap.ts')
        .then(({ startBasemap }) => {
          if (!live || !container.current || !cameraRef.current) return;
          map = startBasemap(container.current, cameraRef.current, {
            onMove: () => setMoves((n) => n + 1),
            onShopperMove: () => setMoved(true),
          });
          setBasemap(map);
        })
        .catch(() => live && setFailed(true)),
    );
    return () => {
      live = false;
      cancel();
      map?.remove();
    };
  }, [measured]);

  // New results (another search, "Search this area", load more): close the open list; the map frames
  // them unless an area was chosen (before it has arrived, the camera above already does).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reframe on new results only.
  useEffect(() => {
    const bounds = pinBounds(entries);
    if (basemap && !area && bounds) basemap.frame(bounds, PADDING, MAX_FRAME_ZOOM);
    setOpenKey(null);
  }, [entries]);

  if (failed) return <MapUnavailable />;

  const noun = kind.noun ?? BUSINESSES;
  const onTheMap = i18n._((kind.listNames ?? BUSINESS_LIST_NAMES).onTheMap);
  const project = basemap?.project ?? (camera && size ? projector(camera, size) : null);
  const clusters = project ? clusterPins(entries, project) : [];
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const visible = clusters.filter((c) => c.x >= 0 && c.y >= 0 && c.x <= width && c.y <= height);
  const inView = visible.reduce((n, c) => n + c.items.length, 0);
  const placed = clusters.reduce((n, c) => n + c.items.length, 0);
  const pinned = entries.filter((entry) => entry.pin).length;
  // Until the box is measured (the server's drawing), every pin counts as in view.
  const shown = size ? { placed, inView } : { placed: pinned, inView: pinned };
  const open = openKey ? clusters.find((c) => c.key === openKey) : undefined;
  const close = () => {
    setOpenKey(null);
    setChosen(null);
    if (opener.current?.isConnected) opener.current.focus();
  };

  const searchArea = () => {
    if (!basemap || !onSearchArea) return;
    setMoved(false);
    onSearchArea(formatBbox(basemap.bounds()));
  };

  return (
    <div className="flex flex-col gap-4">
      <p role="status" aria-live="polite" className="text-sm font-semibold text-ink-soft">
        {mapCountLine({ loaded: items.length, ...shown, more, total, noun })}
      </p>
      <div
        ref={box}
        className="relative h-[26rem] overflow-hidden rounded-2xl border border-line bg-[#e8eef0] sm:h-[32rem]"
      >
        {/* MapLibre makes its container position: relative, so the container fills a positioned box. */}
        <div className="absolute inset-0">
          <div ref={container} className="h-full w-full" />
        </div>
        {/* Drawn by the server (and without script): until the box is measured, the pins as an SVG. */}
        {size ? null : (
          <StaticPinsMap entries={entries} label={onTheMap} framed={framed} maxZoom={MAX_FRAME_ZOOM} />
        )}
        <ul aria-label={onTheMap} className="pointer-events-none absolute inset-0">
          {visible.map((c) => (
            <li key={c.key} className="absolute" style={{ left: c.x, top: c.y }}>
              <PinButton
                cluster={c}
                noun={noun}
                active={c.key === openKey || (c.items.length === 1 && chosen?.id === c.items[0].id)}
                controls={panelId}
                onChoose={(button) => {
                  opener.current = button;
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
        {moved && onSearchArea ? (
          <div className="absolute top-3 left-1/2 -translate-x-1/2">
            <Button size="sm" onClick={searchArea} className="shadow-lift">
              {i18n._('Search this area')}
            </Button>
          </div>
        ) : null}
      </div>
      <MapPanel
        id={panelId}
        kind={kind}
        noun={noun}
        cluster={open}
        chosen={chosen}
        onChoose={(entry) => setChosen(entry)}
        onClose={close}
      />
    </div>
  );
}
