// What the map's parts share: what a pin is (a business of the results, or an event), told by the page
// that opens the map through a MapKind, so the same pins, clusters, panel and server drawing serve both.
import type { ReactNode } from 'react';
import type { MapNoun } from '#shared/display/map-labels.ts';
import type { BusinessCard } from '#shared/types/business.ts';

/** A business result the map can show: a card with its ZIP code's centroid. */
export type MapItem = BusinessCard & { pin: { lng: number; lat: number } | null };

/** One pin's worth of a result: who it is, its name and page, its town, and where it goes. */
export interface MapEntry<T> {
  /** Stable and unique among the results (a cluster's key is made of these). */
  id: string;
  name: string;
  /** Its page: the server's drawing links the pin there. */
  href: string;
  /** Its town, for a cluster's name. */
  businessCity: string | null;
  businessState: string | null;
  /** A ZIP code's centroid, never more precise. */
  pin: { lng: number; lat: number } | null;
  item: T;
}

/** The names of a map's pins as a list: all of them, and a cluster's (messages of the catalogs). */
export interface MapListNames {
  /** "Businesses on the map" */
  onTheMap: string;
  /** "Businesses here" */
  here: string;
}

export const BUSINESS_LIST_NAMES: MapListNames = {
  onTheMap: /*i18n*/ 'Businesses on the map',
  here: /*i18n*/ 'Businesses here',
};

/** What a page's results are on the map: how each becomes a pin, what they are called, and the card
 * the panel shows for one. */
export interface MapKind<T> {
  /** Businesses unless said (map-labels.ts). */
  noun?: MapNoun;
  /** The names of its lists, businesses' unless said. */
  listNames?: MapListNames;
  entry: (item: T) => MapEntry<T>;
  card: (item: T) => ReactNode;
}
