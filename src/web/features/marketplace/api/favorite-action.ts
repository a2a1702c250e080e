// "Add to Favorite" / "Remove from Favorite" posted as a form before or without the script
// (docs/decisions/036): the same API calls as the script's toggle, then back to the business page
// (303), drawn with the new state. Signed out, it goes to log in with the favourite asked for.
import { redirect } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { withIntent } from '../../../lib/after-sign-in.ts';
import { ApiError, type ApiTransport, api } from '../../../lib/api.ts';
import { replyWith } from '../../../lib/form-action.ts';
import { FAVORITE_MESSAGES } from './toggle-favorite.ts';

const CHOICES = { add: true, remove: false } as const;

export async function favoriteAction(
  fields: Record<string, string>,
  username: string,
  transport: ApiTransport,
) {
  const page = `/business/${encodeURIComponent(username)}`;
  const choice = fields.favorite;
  if (choice !== 'add' && choice !== 'remove')
    return replyWith({ fields: { favorite: 'Choose add or remove.' } });
  const favorite = CHOICES[choice];
  try {
    const business = await api('GET /api/businesses/by-username/:username', {
      params: { username },
      transport,
    });
    const { businessId } = business;
    if (favorite) await api('PUT /api/me/favorites/:businessId', { params: { businessId }, transport });
    else await api('DELETE /api/me/favorites/:businessId', { params: { businessId }, transport });
  } catch (err) {
    // Signed out (or the session ended): log in, and the sign-in saves it (intent-on-sign-in.ts).
    if (err instanceof ApiError && err.status === 401 && favorite)
      return redirect(paths.auth('login', withIntent(page, 'favorite')), 303);
    const status = err instanceof ApiError && err.status >= 400 && err.status < 600 ? err.status : 502;
    return replyWith(
      { message: favorite ? FAVORITE_MESSAGES.addFailed : FAVORITE_MESSAGES.removeFailed },
      status,
    );
  }
  return redirect(page, 303);
}
