// `/waitlist` posted, by the browser or the router (docs/decisions/017, 038): the shared schema and
// the API call; then the confirmation page naming the place, or this page with what was wrong (a
// ZIP code in a live state: the server's message).
import { type ActionFunctionArgs, redirect } from 'react-router';
import { WAITLIST_STATE_LIVE, waitlistSchema } from '#shared/schemas/waitlist.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiFailure, issueMessages, postedFields, replyWith } from '../../../lib/form-action.ts';
import { transportContext } from '../../../lib/route-context.ts';
import { onlyZipDigits } from '../lib/zip-digits.ts';
import { joinWaitlist, type WaitlistPlace } from './join-waitlist.ts';

export const WAITLIST_FAILED =
  /*i18n*/ 'Something went wrong and you’re not on the list yet. Please try again.';
const FIELDS = ['email', 'businessName', 'ownerName', 'category', 'zipCode'] as const;

export async function waitlistAction({ request, context }: ActionFunctionArgs) {
  const posted = await postedFields(request);
  const values = Object.fromEntries(FIELDS.map((name) => [name, posted[name] ?? '']));
  // The ZIP field keeps only digits as it is typed; a form sent without the script does it here.
  values.zipCode = onlyZipDigits(values.zipCode ?? '');
  const parsed = waitlistSchema.safeParse(values);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  let place: WaitlistPlace;
  try {
    place = await joinWaitlist(parsed.data, context.get(transportContext));
  } catch (err) {
    // A state already live says so (its own notice); any other failure, the form's one message (L1).
    if (err instanceof ApiError && err.code === WAITLIST_STATE_LIVE)
      return apiFailure(err, WAITLIST_FAILED, values, FIELDS);
    const status = err instanceof ApiError && err.status >= 400 && err.status < 600 ? err.status : 502;
    return replyWith({ message: WAITLIST_FAILED, values }, status);
  }
  // The confirmation names the place by its ZIP code (the plain version when the zip is unknown).
  return redirect(paths.waitlistConfirm(place.city ? parsed.data.zipCode : undefined));
}
