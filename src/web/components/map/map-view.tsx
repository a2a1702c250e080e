// What a results page imports for its map view, and all it carries: the map's own code
// (results-map.tsx, a small chunk) is fetched when the map is opened, so a page's first load never
// includes it, and the base map beneath the pins (MapLibre GL, basemap.ts) only after that.
import { type ComponentType, lazy, Suspense } from 'react';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { WAKE_NOW_ATTRIBUTE } from '../../lib/wake-on-intent.ts';
import { BusinessCard } from '../business/business-card.tsx';
import type { MapItem, MapKind } from './map-item.ts';
import { MapLoading, MapUnavailable } from './map-states.tsx';
import type { ResultsMapProps } from './results-map.tsx';

// lazy() keeps no type parameter: the map is typed at MapView, which is generic.
const ResultsMap = lazy(() =>
  import('./results-map.tsx').then(
    (m) => ({ default: m.ResultsMap as ComponentType<ResultsMapProps<unknown>> }),
    // Offline, or a release replaced the chunk: the list is still there.
    () => ({ default: MapUnavailable }),
  ),
);

/** A page drawn with the map open needs its script at once, not on the first touch (wake-on-intent.ts). */
export function MapView<T>(props: ResultsMapProps<T>) {
  const i18n = useI18n();
  return (
    <section aria-label={i18n._('Map of results')} className="mb-8" {...{ [WAKE_NOW_ATTRIBUTE]: '' }}>
      <Suspense fallback={<MapLoading />}>
        <ResultsMap {...(props as ResultsMapProps<unknown>)} />
      </Suspense>
    </section>
  );
}

/** Search's and the market's results on the map: a pin per business, its card in the panel. (Here,
 * not in a module of its own, so the pages that show it load no extra chunk for it.) */
export const BUSINESS_MAP: MapKind<MapItem> = {
  entry: (item) => ({
    id: item.businessId,
    name: item.businessName || item.businessUsername,
    href: paths.business(item.businessUsername),
    businessCity: item.businessCity,
    businessState: item.businessState,
    pin: item.pin,
    item,
  }),
  card: (item) => <BusinessCard business={item} headingLevel="h3" compact />,
};
