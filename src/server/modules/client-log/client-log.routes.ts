// The 404 page reports the unknown path so broken links show up in the server log.
import { Hono } from 'hono';
import { z } from 'zod';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';

/** The page, not what follows `?` or `#`: emailed links carry their tokens there. */
const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '');

export const notFoundReport = z.strictObject({
  path: text().min(1).max(2000),
  referrer: text().max(2000).optional(),
});

export function clientLogRoutes({ rateLimitStore }: Deps) {
  return new Hono<AppEnv>().post(
    '/client-log/not-found',
    rateLimit(rateLimitStore, 'client-log', { window: 60, max: 30 }),
    validate('json', notFoundReport),
    (c) => {
      const { path, referrer } = c.req.valid('json');
      c.get('log').warn(
        { path: withoutQuery(path), referrer: referrer && withoutQuery(referrer) },
        'page not found',
      );
      return c.body(null, 204);
    },
  );
}
