// A signed-in person's "Updates" (their favourites' posts), its unseen count and their digest
// settings; and the digest's one-click unsubscribe (RFC 8058), which carries no cookie.
import type { Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { MAIL_LISTS } from '../unsubscribe/mail-lists.ts';
import { digestSettings, markSeen, saveDigest, unseenCount, updatesOf } from './updates.service.ts';

export function updatesRoutes({ db, authSecret, rateLimitStore }: Deps) {
  return routes([
    route('GET /api/me/updates', async (c, { user, query }) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await updatesOf(db, user.id, query.cursor));
    }),
    route('GET /api/me/updates/unseen', async (c, { user }) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ unseen: await unseenCount(db, user.id) });
    }),
    route('POST /api/me/updates/seen', async (c, { user }) => c.json(await markSeen(db, user.id))),
    route('GET /api/me/digest', async (c, { user }) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await digestSettings(db, user.id));
    }),
    route('PUT /api/me/digest', async (c, { user, body }) =>
      c.json(await saveDigest(db, user.id, body.frequency)),
    ),
    route(
      'POST /api/digest/unsubscribe',
      async (c, { query }) => {
        const subject = MAIL_LISTS.roundup.open(authSecret, query.token);
        if (!subject)
          throw new ApiError(
            400,
            'invalid_token',
            'This unsubscribe link is not valid. Use the link from your most recent email.',
          );
        await MAIL_LISTS.roundup.stop(db, subject);
        return c.json({ unsubscribed: true as const });
      },
      { use: [rateLimit(rateLimitStore, 'unsubscribe', { window: 60, max: 30 })] },
    ),
  ]);
}
