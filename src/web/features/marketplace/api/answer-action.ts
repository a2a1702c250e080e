// The owner's "Post answer" to a neighbour's note, posted as a form before or without the script
// (docs/decisions/036): the answer's shared rule, the same API call as the script's form, then back
// to the note on the business page (303). A refusal answers in the page with what was typed.
import { redirect } from 'react-router';
import { replyProblem } from '#shared/recommendations/recommend-rules.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError, type ApiTransport, api } from '../../../lib/api.ts';
import { apiFailure, replyWith } from '../../../lib/form-action.ts';

export const ANSWER_FAILED = 'Your answer wasn’t posted. Please try again.';

export async function answerAction(
  fields: Record<string, string>,
  username: string,
  transport: ApiTransport,
) {
  const page = `/business/${encodeURIComponent(username)}`;
  const recommendationId = fields.noteId ?? '';
  const values = { noteId: recommendationId, text: fields.text ?? '' };
  const problem = replyProblem(values.text);
  if (problem) return replyWith({ fields: { text: problem }, values });
  try {
    const { businessId } = await api('GET /api/businesses/by-username/:username', {
      params: { username },
      transport,
    });
    await api('PUT /api/businesses/:id/recommendations/:recommendationId/reply', {
      params: { id: businessId, recommendationId },
      body: { text: values.text.trim() },
      transport,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return redirect(paths.auth('login', page), 303);
    return apiFailure(err, ANSWER_FAILED, values, ['text']);
  }
  return redirect(`${page}#note-${encodeURIComponent(recommendationId)}`, 303);
}
