// "Tell me about new businesses here" posted without the script (docs/decisions/017): the market
// and search pages' route action. The same schema and API call as the script's; then the "check your
// email" page, the confirmed page for a signed-in person, or this page with what was wrong.
import { type ActionFunctionArgs, redirect } from 'react-router';
import { ALERT_FAILED } from '#shared/alerts/alert-limits.ts';
import { alertBody } from '#shared/alerts/alert-rules.ts';
import { paths } from '../config/paths.ts';
import { apiFailure, issueMessages, postedFields, replyWith } from '../lib/form-action.ts';
import { transportContext } from '../lib/route-context.ts';
import { createAlert } from './create-alert.ts';

export const ALERT_FIELDS = ['state', 'region', 'zipCode', 'radiusMiles', 'email'] as const;

export async function alertAction({ request, context }: ActionFunctionArgs) {
  const posted = await postedFields(request);
  const values = Object.fromEntries(
    ALERT_FIELDS.map((name) => [name, (posted[name] ?? '').trim()]).filter(([, v]) => v),
  ) as Record<string, string>;
  const parsed = alertBody.safeParse(values);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  try {
    const answer = await createAlert(parsed.data, context.get(transportContext));
    return redirect(answer.confirmEmailSent ? paths.alertCheckEmail : paths.alertConfirmed);
  } catch (err) {
    return apiFailure(err, ALERT_FAILED, values, ALERT_FIELDS);
  }
}
