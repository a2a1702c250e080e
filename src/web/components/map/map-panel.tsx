// Beside the map: the list a cluster opens (its businesses or events, each a button), then the card
// of the one chosen, whose link leads to its page. Opened from a pin, it takes the focus (the list's
// first button, or the card's link), so Tab goes on inside it; Escape or Close gives the focus back
// to the pin (results-map.tsx).
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { clusterLabel, type MapNoun } from '#shared/display/map-labels.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import type { Cluster } from './cluster-pins.ts';
import { BUSINESS_LIST_NAMES, type MapEntry, type MapKind } from './map-item.ts';

export function MapPanel<T>({
  id,
  kind,
  noun,
  cluster,
  chosen,
  onChoose,
  onClose,
}: {
  id: string;
  kind: MapKind<T>;
  noun: MapNoun;
  cluster?: Cluster<MapEntry<T>>;
  chosen: MapEntry<T> | null;
  onChoose: (entry: MapEntry<T>) => void;
  onClose: () => void;
}) {
  const i18n = useI18n();
  const panel = useRef<HTMLElement>(null);
  // A pin's own card (no list): its link. A cluster: its first entry. Choosing from the list
  // leaves the focus where it is.
  const opened = cluster ? `list:${cluster.key}` : chosen ? `card:${chosen.id}` : null;
  useEffect(() => {
    if (!opened) return;
    panel.current?.querySelector<HTMLElement>(opened.startsWith('list:') ? 'ul button' : 'a[href]')?.focus();
  }, [opened]);
  if (!cluster && !chosen) return null;
  return (
    <section
      id={id}
      ref={panel}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-paper p-4 shadow-soft sm:p-5"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {cluster ? clusterLabel(cluster.items, noun) : i18n._('On the map')}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={i18n._('Close')}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {cluster ? (
        <ul
          aria-label={i18n._((kind.listNames ?? BUSINESS_LIST_NAMES).here)}
          className="mt-3 flex min-w-0 flex-wrap gap-2"
        >
          {cluster.items.map((entry) => (
            <li key={entry.id} className="max-w-full">
              <Button
                variant={chosen?.id === entry.id ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={chosen?.id === entry.id}
                onClick={() => onChoose(entry)}
                // A long name (an event's, with its time) wraps inside a phone's width.
                // (cn does not merge classes: the important ones win over the size's height and nowrap.)
                className="h-auto! min-h-9 max-w-full shrink! py-1.5 text-left whitespace-normal!"
              >
                {entry.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? <div className="mt-4 max-w-sm">{kind.card(chosen.item)}</div> : null}
    </section>
  );
}
