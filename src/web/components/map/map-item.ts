// What the map's parts share: a result it can show.
import type { BusinessCard } from '#shared/types/business.ts';

/** A result the map can show: a card with its ZIP code's centroid. */
export type MapItem = BusinessCard & { pin: { lng: number; lat: number } | null };
