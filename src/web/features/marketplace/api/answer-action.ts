// The owner's "Post answer" to a neighbour's note, posted by the browser or the script's fetcher
// (docs/decisions/036, 038): the answer's shared rule, the API call, then back to the note on the
// business page (in the browser: the notes read again). A refusal answers in the page with what
// was typed.
import { redirect } from 'react-router';
import { replyProblem } from '#shared/recommendations/recommend-rules.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { apiFailure, doneAt, replyWith } from '../../../lib/form-action.ts';
import { recommendationsKey } from './get-recommendations.ts';
import { postedBusinessId } from './posted-business.ts';
import type { PostedOn } from './posted-on.ts';

export const ANSWER_FAILED = 'Your answer wasn’t posted. Please try again.';

export async function answerAction(fields: Record<string, string>, on: PostedOn) {
  const { username, page, transport, client, browser } = on;
  const recommendationId = fields.noteId ?? '';
  const values = { noteId: recommendationId, text: fields.text ?? '' };
  const problem = replyProblem(values.text);
  if (problem) return replyWith({ fields: { text: problem }, values });
  try {
    const businessId = await postedBusinessId(fields, username, transport);
    await api('PUT /api/businesses/:id/recommendations/:recommendationId/reply', {
      params: { id: businessId, recommendationId },
      body: { text: values.text.trim() },
      transport,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return redirect(paths.auth('login', page), 303);
    return apiFailure(err, ANSWER_FAILED, values, ['text']);
  }
  await client.invalidateQueries({ queryKey: recommendationsKey(username) });
  return doneAt(`${page}#note-${encodeURIComponent(recommendationId)}`, browser);
}
