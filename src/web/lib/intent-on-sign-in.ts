// A sign-in (its form's action, on the server or in the browser) does what the visitor asked for
// before it, as part of signing in (docs/decisions/036): a favourite asked for on
// a business page while signed out is saved here, and the page it returns to is drawn with it done.
// The return address is already a same-site path (safeRedirect); the intent is one of INTENTS and
// the business is named by the path, so nothing posted chooses what is changed but the visitor's
// own favourites.
import { intentOf, withoutIntent } from './after-sign-in.ts';
import { type ApiTransport, api } from './api.ts';
import { FAVORITE_MESSAGES } from './favorite-messages.ts';
import type { InBrowser } from './route-context.ts';

const BUSINESS_PAGE = /^\/business\/([^/?#]+)$/;

/**
 * Completes the intent the return address carries with the session just opened (its cookies);
 * answers the address to go to: without the intent once done, with it (for the page's script to
 * try again) if it could not be.
 */
export async function completeIntent(
  returnTo: string,
  sessionCookies: string[],
  transport: ApiTransport,
  browser: InBrowser | null = null,
): Promise<string> {
  if (intentOf(returnTo) !== 'favorite') return returnTo;
  const done = withoutIntent(returnTo);
  const name = BUSINESS_PAGE.exec(done.split('?')[0] ?? '')?.[1];
  if (!name) return done;
  const headers = { cookie: sessionCookies.map((c) => c.split(';')[0]).join('; ') };
  try {
    const username = decodeURIComponent(name);
    const business = await api('GET /api/businesses/by-username/:username', {
      params: { username },
      transport,
      headers,
    });
    if (!business.viewerHasFavorited) {
      await api('PUT /api/me/favorites/:businessId', {
        params: { businessId: business.businessId },
        transport,
        headers,
      });
      browser?.success(FAVORITE_MESSAGES.added);
    }
    return done;
  } catch {
    return returnTo;
  }
}
