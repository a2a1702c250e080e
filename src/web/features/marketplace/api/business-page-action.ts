// What a business page's forms post to it, by the browser or by the script (docs/decisions/036,
// 038): the favourite button, the visitor's recommendation, or the owner's answer to a note. One
// route action: the posted fields say which.
import type { ActionFunctionArgs } from 'react-router';
import { postedFields } from '../../../lib/form-action.ts';
import { inBrowser, routeData } from '../../../lib/route-context.ts';
import { answerAction } from './answer-action.ts';
import { favoriteAction } from './favorite-action.ts';
import { recommendAction } from './recommend-action.ts';

export async function businessPageAction({ request, context, params }: ActionFunctionArgs) {
  const fields = await postedFields(request);
  const username = params.username ?? '';
  const on = {
    username,
    page: `/business/${encodeURIComponent(username)}`,
    ...routeData(context),
    browser: inBrowser(context),
  };
  if ('recommend' in fields) return recommendAction(fields, on);
  if ('noteId' in fields) return answerAction(fields, on);
  return favoriteAction(fields, on);
}
