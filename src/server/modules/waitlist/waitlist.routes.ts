// Owners outside live states join the waitlist; the same email and zip are stored once. Waitlist
// email carries a one-click unsubscribe (RFC 8058): mail clients POST to the link in its
// List-Unsubscribe header, and the page the email links to posts the same request.
import type { Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { openUnsubscribeToken } from './unsubscribe-token.ts';
import { joinWaitlist, unsubscribe } from './waitlist.service.ts';

/** Where mail clients post the one-click unsubscribe (the List-Unsubscribe header's address). */
export const UNSUBSCRIBE_PATH = '/api/waitlist/unsubscribe';

export const INVALID_UNSUBSCRIBE =
  'This unsubscribe link is not valid. Use the link from your most recent email.';

export function waitlistRoutes({ db, rateLimitStore, authSecret }: Deps) {
  return routes([
    route('POST /api/waitlist', async (c, { body }) => c.json(await joinWaitlist(db, body), 201), {
      use: [rateLimit(rateLimitStore, 'waitlist', { window: 60 * 60, max: 10 })],
    }),
    route(
      'POST /api/waitlist/unsubscribe',
      async (c, { query }) => {
        const email = openUnsubscribeToken(authSecret, query.token);
        if (!email)
          throw new ApiError(400, 'invalid_input', INVALID_UNSUBSCRIBE, {
            fields: { token: INVALID_UNSUBSCRIBE },
          });
        await unsubscribe(db, email);
        return c.json({ unsubscribed: true as const });
      },
      { use: [rateLimit(rateLimitStore, 'unsubscribe', { window: 60, max: 30 })] },
    ),
  ]);
}
