// Owners outside live states join the waitlist; the same email and zip are stored once. Waitlist
// email carries a one-click unsubscribe (RFC 8058): mail clients POST to the link in its
// List-Unsubscribe header, and the page the email links to posts the same request.
import { Hono } from 'hono';
import { unsubscribeQuery } from '#shared/api/waitlist.ts';
import { waitlistSchema } from '#shared/schemas/waitlist.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { openUnsubscribeToken } from './unsubscribe-token.ts';
import { joinWaitlist, unsubscribe } from './waitlist.service.ts';

/** Where mail clients post the one-click unsubscribe (the List-Unsubscribe header's address). */
export const UNSUBSCRIBE_PATH = '/api/waitlist/unsubscribe';

export const INVALID_UNSUBSCRIBE =
  'This unsubscribe link is not valid. Use the link from your most recent email.';

export function waitlistRoutes({ db, rateLimitStore, authSecret }: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/waitlist',
      rateLimit(rateLimitStore, 'waitlist', { window: 60 * 60, max: 10 }),
      validate('json', waitlistSchema),
      async (c) => {
        return c.json(await joinWaitlist(db, c.req.valid('json')), 201);
      },
    )
    .post(
      '/waitlist/unsubscribe',
      rateLimit(rateLimitStore, 'unsubscribe', { window: 60, max: 30 }),
      validate('query', unsubscribeQuery),
      async (c) => {
        const email = openUnsubscribeToken(authSecret, c.req.valid('query').token);
        if (!email)
          throw new ApiError(400, 'invalid_input', INVALID_UNSUBSCRIBE, {
            fields: { token: INVALID_UNSUBSCRIBE },
          });
        await unsubscribe(db, email);
        return c.json({ unsubscribed: true as const });
      },
    );
}
