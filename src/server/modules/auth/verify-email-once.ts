// A confirmation link opened a second time: Better Auth sends an address that is already confirmed
// on to the link's callback as if it had just been confirmed, without a session, so the person
// lands on a log-in form with no word of why. Told instead that the link was used. Only a link
// Better Auth accepted gets here (a forged or expired one still redirects with its error), so this
// says nothing about addresses that the link does not already prove.
import { CONFIRMATION_USED_PATH } from '#shared/api/auth.ts';
import type { AuthCall } from './auth-call.ts';

export async function verifyEmailOnce({ c, forward }: AuthCall): Promise<Response> {
  const res = await forward({});
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) return res;
  const confirmedNow = res.headers.getSetCookie().some((cookie) => cookie.includes('session_token='));
  if (confirmedNow || new URL(location, c.req.url).searchParams.has('error')) return res;
  return new Response(null, { status: 302, headers: { location: CONFIRMATION_USED_PATH } });
}
