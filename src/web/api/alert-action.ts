// "Tell me about new businesses here" posted, by the browser or the script's fetcher (docs/decisions/
// 017, 038): the market and search pages' route action. The shared schema and the API call; then the
// "check your email" page, the confirmed page for a signed-in person, or this page with what was
// wrong. In the browser the page stays, and the form says which of the two it is.
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { ALERT_ANSWER, ALERT_FAILED } from '#shared/alerts/alert-limits.ts';
import { alertBody } from '#shared/alerts/alert-rules.ts';
import { paths } from '../config/paths.ts';
import { apiFailure, type FormReply, issueMessages, postedFields, replyWith } from '../lib/form-action.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { inBrowser, routeData } from '../lib/route-context.ts';
import { createAlert } from './create-alert.ts';

export const ALERT_FIELDS = ['state', 'region', 'zipCode', 'radiusMiles', 'email'] as const;

export async function alertAction({ request, context }: ActionFunctionArgs) {
  const posted = await postedFields(request);
  const values = Object.fromEntries(
    ALERT_FIELDS.map((name) => [name, (posted[name] ?? '').trim()]).filter(([, v]) => v),
  ) as Record<string, string>;
  const parsed = alertBody.safeParse(values);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  const { client, transport } = routeData(context);
  try {
    const { confirmEmailSent } = await createAlert(parsed.data, transport);
    void client.invalidateQueries({ queryKey: queryKeys.myAlerts });
    if (inBrowser(context))
      return data<FormReply>({ code: confirmEmailSent ? ALERT_ANSWER.confirming : ALERT_ANSWER.set, values });
    return redirect(confirmEmailSent ? paths.alertCheckEmail : paths.alertConfirmed);
  } catch (err) {
    return apiFailure(err, ALERT_FAILED, values, ALERT_FIELDS);
  }
}
