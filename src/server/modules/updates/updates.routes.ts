// A signed-in person's "Updates" (their favourites' posts), its unseen count and their digest
// settings; and the digest's one-click unsubscribe (RFC 8058), which carries no cookie.
import { Hono } from 'hono';
import { z } from 'zod';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { openDigestToken } from './digest-token.ts';
import { stopDigest } from './digests.ts';
import { digestSettings, markSeen, saveDigest, unseenCount, updatesOf } from './updates.service.ts';

export const updatesQuery = z.strictObject({ cursor: text().max(200).optional() });
export const digestBody = z.strictObject({
  frequency: z.enum(['off', 'daily', 'weekly'], 'Choose off, daily or weekly.'),
});
/** Marking seen writes: a request with anything unexpected in it is refused, not half-understood. */
export const noQuery = z.strictObject({});
export const tokenQuery = z.strictObject({ token: text().min(1).max(300) });

export function updatesRoutes({ db, authSecret, rateLimitStore }: Deps) {
  return new Hono<AppEnv>()
    .get('/me/updates', validate('query', updatesQuery), async (c) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await updatesOf(db, requireUser(c).id, c.req.valid('query').cursor));
    })
    .get('/me/updates/unseen', async (c) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ unseen: await unseenCount(db, requireUser(c).id) });
    })
    .post('/me/updates/seen', validate('query', noQuery), async (c) =>
      c.json(await markSeen(db, requireUser(c).id)),
    )
    .get('/me/digest', async (c) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await digestSettings(db, requireUser(c).id));
    })
    .put('/me/digest', validate('json', digestBody), async (c) =>
      c.json(await saveDigest(db, requireUser(c).id, c.req.valid('json').frequency)),
    )
    .post(
      '/digest/unsubscribe',
      rateLimit(rateLimitStore, 'unsubscribe', { window: 60, max: 30 }),
      validate('query', tokenQuery),
      async (c) => {
        const subject = openDigestToken(authSecret, c.req.valid('query').token);
        if (!subject?.startsWith('u:'))
          throw new ApiError(
            400,
            'invalid_token',
            'This unsubscribe link is not valid. Use the link from your most recent email.',
          );
        await stopDigest(db, subject.slice(2));
        return c.json({ unsubscribed: true as const });
      },
    );
}
