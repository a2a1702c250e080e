// /events on the map: a pin per date at its business's ZIP code centroid (one business's dates share
// it, so they open as a list), its card in the panel.
import type { MapKind } from '../../../../components/map/map-item.ts';
import { paths } from '../../../../config/paths.ts';
import type { EventDateItem } from '../../api/get-events.ts';
import { EventCard } from './event-card.tsx';

export const EVENTS_MAP: MapKind<EventDateItem> = {
  noun: { one: 'event', many: 'events', Many: 'Events' },
  listNames: { onTheMap: /*i18n*/ 'Events on the map', here: /*i18n*/ 'Events here' },
  entry: (item) => ({
    id: `${item.postId}/${item.day}`,
    name: `${item.title}, ${item.when}`,
    href: `${paths.business(item.business.username)}#post-${item.postId}`,
    businessCity: item.business.city,
    businessState: item.business.state,
    pin: item.pin,
    item,
  }),
  card: (item) => <EventCard item={item} />,
};
