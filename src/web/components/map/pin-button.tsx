// One pin or cluster on the map: a real button named for what it holds (the business's or event's
// name, or "3 businesses in Escondido and San Diego"), centred on its ZIP code's centroid.
import { MapPin } from 'lucide-react';
import { clusterLabel, type MapNoun } from '#shared/display/map-labels.ts';
import { cn } from '../../lib/cn.ts';
import type { Cluster } from './cluster-pins.ts';
import type { MapEntry } from './map-item.ts';

export function PinButton({
  cluster,
  noun,
  active,
  controls,
  onChoose,
}: {
  cluster: Cluster<MapEntry<unknown>>;
  noun: MapNoun;
  active: boolean;
  /** The panel it opened, while it is open. */
  controls?: string;
  /** Told which button was pressed: focus goes back to it when the panel closes. */
  onChoose: (button: HTMLButtonElement) => void;
}) {
  const count = cluster.items.length;
  const single = count === 1 ? cluster.items[0] : null;
  const label = single ? single.name : clusterLabel(cluster.items, noun);
  return (
    <button
      type="button"
      aria-label={label}
      aria-expanded={single ? undefined : active}
      aria-pressed={single ? active : undefined}
      aria-controls={active ? controls : undefined}
      onClick={(event) => onChoose(event.currentTarget)}
      className={cn(
        'pointer-events-auto grid -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 font-semibold shadow-lift transition',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary',
        single ? 'size-9' : 'size-11 text-base',
        active
          ? 'border-paper bg-clay-strong text-paper'
          : 'border-paper bg-primary text-cream hover:bg-primary-hover',
      )}
    >
      {single ? <MapPin aria-hidden="true" className="size-4.5" /> : <span aria-hidden="true">{count}</span>}
    </button>
  );
}
