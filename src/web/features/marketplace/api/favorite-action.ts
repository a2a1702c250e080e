// "Add to Favorite" / "Remove from Favorite" posted, by the browser or the script's fetcher
// (docs/decisions/036, 038): the API calls, then back to the business page drawn with the new state
// (in the browser: the page's cache updated, and a toast). Signed out, it goes to log in with the
// favourite asked for.
import { redirect } from 'react-router';
import type { PublicBusiness } from '#shared/types/business.ts';
import { paths } from '../../../config/paths.ts';
import { withIntent } from '../../../lib/after-sign-in.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { FAVORITE_MESSAGES } from '../../../lib/favorite-messages.ts';
import { doneAt, replyWith } from '../../../lib/form-action.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postedBusinessId } from './posted-business.ts';
import type { PostedOn } from './posted-on.ts';

const CHOICES = { add: true, remove: false } as const;

export async function favoriteAction(fields: Record<string, string>, on: PostedOn) {
  const { username, page, transport, client, browser } = on;
  const choice = fields.favorite;
  if (choice !== 'add' && choice !== 'remove')
    return replyWith({ fields: { favorite: 'Choose add or remove.' } });
  const favorite = CHOICES[choice];
  try {
    const businessId = await postedBusinessId(fields, username, transport);
    if (favorite) await api('PUT /api/me/favorites/:businessId', { params: { businessId }, transport });
    else await api('DELETE /api/me/favorites/:businessId', { params: { businessId }, transport });
  } catch (err) {
    // Signed out (or the session ended): log in, and the sign-in saves it (intent-on-sign-in.ts).
    if (err instanceof ApiError && err.status === 401 && favorite)
      return redirect(paths.auth('login', withIntent(page, 'favorite')), 303);
    const message = favorite ? FAVORITE_MESSAGES.addFailed : FAVORITE_MESSAGES.removeFailed;
    browser?.error(message);
    const status = err instanceof ApiError && err.status >= 400 && err.status < 600 ? err.status : 502;
    return replyWith(browser ? {} : { message }, status);
  }
  client.setQueriesData<PublicBusiness>(
    { queryKey: [...queryKeys.businessPage, username.toLowerCase()] },
    (old) => (old ? { ...old, viewerHasFavorited: favorite } : old),
  );
  // The dashboard's favourites grid reads these.
  void client.invalidateQueries({ queryKey: queryKeys.myFavorites });
  browser?.success(favorite ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed);
  return doneAt(page, browser);
}
