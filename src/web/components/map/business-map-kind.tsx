// Search's and the market's results on the map: a pin per business, its card in the panel.
import { BUSINESSES } from '#shared/display/map-labels.ts';
import { paths } from '../../config/paths.ts';
import { BusinessCard } from '../business/business-card.tsx';
import type { MapItem, MapKind } from './map-item.ts';

export const BUSINESS_MAP: MapKind<MapItem> = {
  noun: BUSINESSES,
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
