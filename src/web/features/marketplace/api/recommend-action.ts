// "Recommend", "Save note" and "Withdraw" posted, by the browser or the script's fetcher
// (docs/decisions/036, 038): the note's shared rule, the API calls, then back to the business page
// drawn with the visitor's recommendation (in the browser: the page's cache updated, and a toast).
// A refusal (a new account, an unconfirmed email, a note too long) answers in the page with its
// message and what was typed.
import { redirect } from 'react-router';
import { noteProblem } from '#shared/recommendations/recommend-rules.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { apiFailure, doneAt, replyWith } from '../../../lib/form-action.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { myRecommendationKey } from './get-my-recommendation.ts';
import { recommendationsKey } from './get-recommendations.ts';
import { postedBusinessId } from './posted-business.ts';
import type { PostedOn } from './posted-on.ts';

export const RECOMMEND_FAILED = 'Your recommendation wasn’t saved. Please try again.';

export async function recommendAction(fields: Record<string, string>, on: PostedOn) {
  const { username, page, transport, client, browser } = on;
  const choice = fields.recommend;
  if (choice !== 'save' && choice !== 'withdraw')
    return replyWith({ fields: { recommend: 'Choose save or withdraw.' } });
  const note = (fields.note ?? '').trim();
  const values = { note: fields.note ?? '' };
  const problem = choice === 'save' ? noteProblem(note) : null;
  if (problem) return replyWith({ fields: { note: problem }, values });
  try {
    const businessId = await postedBusinessId(fields, username, transport);
    const params = { id: businessId };
    const mine =
      choice === 'save'
        ? await api('PUT /api/businesses/:id/recommendation', { params, body: { note }, transport })
        : await api('DELETE /api/businesses/:id/recommendation', { params, transport });
    client.setQueryData(myRecommendationKey(businessId), mine);
  } catch (err) {
    // Signed out (or the session ended): log in, and back to the page to recommend from there.
    if (err instanceof ApiError && err.status === 401) return redirect(paths.auth('login', page), 303);
    return apiFailure(err, RECOMMEND_FAILED, values, ['note']);
  }
  void client.invalidateQueries({ queryKey: recommendationsKey(username) });
  // The page's own answer carries the count its cards and header read.
  void client.invalidateQueries({ queryKey: [...queryKeys.businessPage, username.toLowerCase()] });
  browser?.success(choice === 'save' ? 'Thanks for recommending!' : 'Recommendation withdrawn');
  return doneAt(`${page}#recommend`, browser);
}
