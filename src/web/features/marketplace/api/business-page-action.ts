// What a business page's forms post to it without the script (docs/decisions/036): the favourite
// button, the visitor's recommendation, or the owner's answer to a note. One route action: the
// posted fields say which.
import type { ActionFunctionArgs } from 'react-router';
import { postedFields } from '../../../lib/form-action.ts';
import { transportContext } from '../../../lib/route-context.ts';
import { answerAction } from './answer-action.ts';
import { favoriteAction } from './favorite-action.ts';
import { recommendAction } from './recommend-action.ts';

export async function businessPageAction({ request, context, params }: ActionFunctionArgs) {
  const fields = await postedFields(request);
  const username = params.username ?? '';
  const transport = context.get(transportContext);
  if ('recommend' in fields) return recommendAction(fields, username, transport);
  if ('noteId' in fields) return answerAction(fields, username, transport);
  return favoriteAction(fields, username, transport);
}
