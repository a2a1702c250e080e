// "Recommend", "Save note" and "Withdraw" posted as forms before or without the script
// (docs/decisions/036): the note's shared rule, the same API calls as the script's box, then back
// to the business page (303) drawn with the visitor's recommendation. A refusal (a new account, an
// unconfirmed email, a note too long) answers in the page with its message and what was typed.
import { redirect } from 'react-router';
import { noteProblem } from '#shared/recommendations/recommend-rules.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError, type ApiTransport, api } from '../../../lib/api.ts';
import { apiFailure, replyWith } from '../../../lib/form-action.ts';

export const RECOMMEND_FAILED = 'Your recommendation wasn’t saved. Please try again.';

export async function recommendAction(
  fields: Record<string, string>,
  username: string,
  transport: ApiTransport,
) {
  const page = `/business/${encodeURIComponent(username)}`;
  const choice = fields.recommend;
  if (choice !== 'save' && choice !== 'withdraw')
    return replyWith({ fields: { recommend: 'Choose save or withdraw.' } });
  const note = (fields.note ?? '').trim();
  const values = { note: fields.note ?? '' };
  const problem = choice === 'save' ? noteProblem(note) : null;
  if (problem) return replyWith({ fields: { note: problem }, values });
  try {
    const { businessId } = await api('GET /api/businesses/by-username/:username', {
      params: { username },
      transport,
    });
    const params = { id: businessId };
    if (choice === 'save')
      await api('PUT /api/businesses/:id/recommendation', { params, body: { note }, transport });
    else await api('DELETE /api/businesses/:id/recommendation', { params, transport });
  } catch (err) {
    // Signed out (or the session ended): log in, and back to the page to recommend from there.
    if (err instanceof ApiError && err.status === 401) return redirect(paths.auth('login', page), 303);
    return apiFailure(err, RECOMMEND_FAILED, values, ['note']);
  }
  return redirect(`${page}#recommend`, 303);
}
