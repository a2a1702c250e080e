// `/waitlist` posted without the script (docs/decisions/017-forms-without-script.md): the same
// schema and API call as the script's; then the confirmation page (naming the place, as the script's
// does), or this page with what was wrong (a ZIP code in a live state: the server's message).
import { type ActionFunctionArgs, redirect } from 'react-router';
import { waitlistSchema } from '#shared/schemas/waitlist.ts';
import { paths } from '../../../config/paths.ts';
import { apiFailure, issueMessages, postedFields, replyWith } from '../../../lib/form-action.ts';
import { transportContext } from '../../../lib/route-context.ts';
import { onlyZipDigits } from '../lib/zip-digits.ts';
import { joinWaitlist, type WaitlistPlace } from './join-waitlist.ts';

export const WAITLIST_FAILED = 'Something went wrong and you’re not on the list yet. Please try again.';
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
    return apiFailure(err, WAITLIST_FAILED, values, FIELDS);
  }
  // No navigation state without the script: the confirmation reads the place from the ZIP code.
  return redirect(paths.waitlistConfirm(place.city ? parsed.data.zipCode : undefined));
}
