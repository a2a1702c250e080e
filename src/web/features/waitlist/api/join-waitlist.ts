// POST /api/waitlist → 201 {city, state} (nulls when the zip is unknown); 409 when its state is live.
// Sent by the page's action (waitlist-action.ts), which then names the place by its ZIP code.
import type { WaitlistInput } from '#shared/schemas/waitlist.ts';
import type { ZipPlace } from '../../../api/get-zip.ts';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';

export type WaitlistPlace = ApiResult<'POST /api/waitlist'>;

export const joinWaitlist = (input: WaitlistInput, transport?: ApiTransport) =>
  api('POST /api/waitlist', { body: input, transport });

/** The ZIP code the confirmation names (`?zip=`, see waitlist-action.ts), if well formed. */
export function confirmationZip(search: URLSearchParams): string | null {
  const zip = search.get('zip');
  return zip && /^\d{5}$/.test(zip) ? zip : null;
}

/** The place the confirmation names: the `?zip=` place (none in a live state, which has no waitlist), else unknown. */
export function confirmedPlace(zip: ZipPlace | undefined): WaitlistPlace {
  return zip && !zip.isLive ? { city: zip.city, state: zip.state } : { city: null, state: null };
}
