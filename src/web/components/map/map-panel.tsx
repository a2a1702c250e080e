// Beside the map: the list a cluster opens (its businesses, each a button), then the card of the
// business chosen, whose link leads to its page.
import { X } from 'lucide-react';
import { BusinessCard } from '../business/business-card.tsx';
import { Button } from '../ui/button.tsx';
import type { Cluster } from './cluster-pins.ts';
import type { MapItem } from './results-map.tsx';

export function MapPanel({
  cluster,
  chosen,
  onChoose,
  onClose,
}: {
  cluster?: Cluster<MapItem>;
  chosen: MapItem | null;
  onChoose: (item: MapItem) => void;
  onClose: () => void;
}) {
  if (!cluster && !chosen) return null;
  const place = cluster?.items[0]?.businessCity;
  return (
    <div className="rounded-2xl border border-line bg-paper p-4 shadow-soft sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-ink">
          {cluster ? `${cluster.items.length} businesses${place ? ` in ${place}` : ''}` : 'On the map'}
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
    </div>
  );
}
