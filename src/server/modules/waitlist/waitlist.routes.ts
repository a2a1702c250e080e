// Owners outside live states join the waitlist; the same email and zip are stored once.
import { Hono } from 'hono';
import { waitlistSchema } from '#shared/schemas/waitlist.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { joinWaitlist } from './waitlist.service.ts';

export function waitlistRoutes({ db, rateLimitStore }: Deps) {
  return new Hono<AppEnv>().post(
    '/waitlist',
    rateLimit(rateLimitStore, 'waitlist', { window: 60 * 60, max: 10 }),
    validate('json', waitlistSchema),
    async (c) => {
      return c.json(await joinWaitlist(db, c.req.valid('json')), 201);
    },
  );
}
