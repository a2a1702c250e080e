// The map as the server draws it (docs/decisions/036): the results' pins in an SVG on the app's US
// outline, at the camera the live map will start at (web-mercator.ts, on a map of a fixed shape),
// each a link to its page. It is what a visitor sees without script, and until the live map has measured its box
// (the page then hydrates this same drawing), instead of "Loading the map…".
import { US_OUTLINE_FRAME, US_OUTLINE_PATH } from '#shared/map/us-outline.ts';
import type { MapEntry } from './map-item.ts';
import { fitCamera, type LngLatBounds, projector } from './web-mercator.ts';

/** The drawing's own units: the map's box is about this shape at both widths (it scales to fit). */
const SIZE = { width: 1000, height: 640 };
const PADDING = 60;

interface Props {
  entries: readonly MapEntry<unknown>[];
  /** The drawing's name ("Businesses on the map"). */
  label: string;
  framed: LngLatBounds;
  maxZoom: number;
}

export function StaticPinsMap({ entries, label, framed, maxZoom }: Props) {
  const project = projector(fitCamera(framed, SIZE, PADDING, maxZoom), SIZE);
  const pins = entries.flatMap((entry) =>
    entry.pin ? [{ entry, ...project(entry.pin.lng, entry.pin.lat) }] : [],
  );
  // The server's US outline (an image drawn in Web Mercator over its frame) placed by its corners.
  const { west, east, north, south } = US_OUTLINE_FRAME;
  const topLeft = project(west, north);
  const bottomRight = project(east, south);
  return (
    <svg
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      preserveAspectRatio="xMidYMid meet"
      className="absolute inset-0 h-full w-full"
      aria-label={label}
    >
      {/* No title: a picture of the map, not announced; the pins are the links. */}
      <g>
        <image
          href={US_OUTLINE_PATH}
          x={topLeft.x.toFixed(1)}
          y={topLeft.y.toFixed(1)}
          width={(bottomRight.x - topLeft.x).toFixed(1)}
          height={(bottomRight.y - topLeft.y).toFixed(1)}
          preserveAspectRatio="none"
        />
      </g>
      {pins.map(({ entry, x, y }) => (
        <a key={entry.id} href={entry.href}>
          <title>{entry.name}</title>
          <circle
            cx={x.toFixed(1)}
            cy={y.toFixed(1)}
            r="11"
            className="fill-primary stroke-paper focus:fill-clay hover:fill-clay"
            strokeWidth="3"
          />
        </a>
      ))}
    </svg>
  );
}
