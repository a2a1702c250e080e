// POST /api/waitlist → 201 {city, state} (nulls when the zip is unknown); 409 when its state is live.
import { useMutation } from '@tanstack/react-query';
import type { WaitlistInput } from '#shared/schemas/waitlist.ts';
import type { ZipPlace } from '../../../api/get-zip.ts';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';

export type WaitlistPlace = ApiResult<'POST /api/waitlist'>;

export const joinWaitlist = (input: WaitlistInput, transport?: ApiTransport) =>
  api('POST /api/waitlist', { body: input, transport });

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (input: WaitlistInput) => joinWaitlist(input) });
}

/** What the confirmation page is handed when the zip lookup found no place (docs/product.md §13). */
export const UNKNOWN_CITY = 'Unknown city';
export const UNKNOWN_STATE = 'Unknown state';

/** The navigation state for /waitlist/confirm: the place, or 'Unknown …' values (docs/product.md §13). */
export const confirmationState = (place: WaitlistPlace) => ({
  city: place.city ?? UNKNOWN_CITY,
  state: place.state ?? UNKNOWN_STATE,
});

/** Reads the confirmation page's navigation state; unknown or unexpected values count as unknown. */
export function readWaitlistPlace(state: unknown): WaitlistPlace {
  const value = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const text = (v: unknown, unknown: string) =>
    typeof v === 'string' && v.trim() && v !== unknown ? v.trim() : null;
  return { city: text(value.city, UNKNOWN_CITY), state: text(value.state, UNKNOWN_STATE) };
}

/** The ZIP code a confirmation without script names (`?zip=`, see waitlist-action.ts), if well formed. */
export function confirmationZip(search: URLSearchParams): string | null {
  const zip = search.get('zip');
  return zip && /^\d{5}$/.test(zip) ? zip : null;
}

/**
 * The place the confirmation names: the script's navigation state, else the `?zip=` place (none in
 * a live state, which has no waitlist), else unknown.
 */
export function confirmedPlace(navigationState: unknown, zip: ZipPlace | undefined): WaitlistPlace {
  const handed = readWaitlistPlace(navigationState);
  if (handed.city) return handed;
  return zip && !zip.isLive ? { city: zip.city, state: zip.state } : { city: null, state: null };
}
