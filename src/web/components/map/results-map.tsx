// The map view of a list of results. This file is in the page's bundle and stays small: the map
// (MapLibre GL and its styles, map-canvas.tsx) is fetched with import() when the map is opened, so a
// page's first load never carries it. Until it arrives, and where it cannot run, the list is there.
import { type ComponentType, useEffect, useState } from 'react';
import type { BusinessCard } from '#shared/types/business.ts';
import type { MapCanvasProps } from './map-canvas.tsx';

/** A result the map can show: a card with its ZIP code's centroid. */
export type MapItem = BusinessCard & { pin: { lng: number; lat: number } | null };

export interface ResultsMapProps {
  items: readonly MapItem[];
  /** The address's bbox (read by the map itself, so the page's bundle carries no parser). */
  bbox: string | null;
  /** Told the box to search, as the address writes it. */
  onSearchArea: (bbox: string) => void;
}

export function ResultsMap(props: ResultsMapProps) {
  const [Canvas, setCanvas] = useState<ComponentType<MapCanvasProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./map-canvas.tsx')
      .then((m) => live && setCanvas(() => m.MapCanvas))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-label="Map of results" className="mb-8">
      {failed ? (
        <p className="rounded-2xl border border-line bg-paper p-5 text-ink-soft">
          The map can’t be shown here. Every result is in the list below.
        </p>
      ) : Canvas ? (
        <Canvas {...props} onFail={() => setFailed(true)} />
      ) : (
        <div
          role="status"
          className="grid h-[26rem] place-items-center rounded-2xl border border-line bg-cream-deep text-ink-muted sm:h-[32rem]"
        >
          Loading the map…
        </div>
      )}
    </section>
  );
}
