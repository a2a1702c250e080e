// Beside the map: the list a cluster opens (its businesses, each a button), then the card of the
// business chosen, whose link leads to its page. Opened from a pin, it takes the focus (the list's
// first business, or the card's link), so Tab goes on inside it; Escape or Close gives the focus back
// to the pin (results-map.tsx).
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { clusterLabel } from '#shared/display/map-labels.ts';
import { BusinessCard } from '../business/business-card.tsx';
import { Button } from '../ui/button.tsx';
import type { Cluster } from './cluster-pins.ts';
import type { MapItem } from './map-item.ts';

export function MapPanel({
  id,
  cluster,
  chosen,
  onChoose,
  onClose,
}: {
  id: string;
  cluster?: Cluster<MapItem>;
  chosen: MapItem | null;
  onChoose: (item: MapItem) => void;
  onClose: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  // A pin's own card (no list): its link. A cluster: its first business. Choosing from the list
  // leaves the focus where it is.
  const opened = cluster ? `list:${cluster.key}` : chosen ? `card:${chosen.businessId}` : null;
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
          {cluster ? clusterLabel(cluster.items) : 'On the map'}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close">
          <X aria-hidden="true" />
        </Button>
      </div>
      {cluster ? (
        <ul aria-label="Businesses here" className="mt-3 flex flex-wrap gap-2">
          {cluster.items.map((item) => (
            <li key={item.businessId}>
              <Button
                variant={chosen?.businessId === item.businessId ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={chosen?.businessId === item.businessId}
                onClick={() => onChoose(item)}
              >
                {item.businessName || item.businessUsername}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <div className="mt-4 max-w-sm">
          <BusinessCard business={chosen} headingLevel="h3" compact />
        </div>
      ) : null}
    </section>
  );
}
