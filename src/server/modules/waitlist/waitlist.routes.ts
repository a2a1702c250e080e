// Owners outside live states join the waitlist; the same email and zip are stored once.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { waitlistSchema } from '#shared/schemas/waitlist.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { businessWaitlists, usZips } from '../../db/schema/index.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';

export function waitlistRoutes({ db, rateLimitStore }: Deps) {
  return new Hono<AppEnv>().post(
    '/waitlist',
    rateLimit(rateLimitStore, 'waitlist', { window: 60 * 60, max: 10 }),
    validate('json', waitlistSchema),
    async (c) => {
      const input = c.req.valid('json');
      await db
        .insert(businessWaitlists)
        .values({ ...input, email: input.email.toLowerCase() })
        .onConflictDoNothing();
      const [place] = await db
        .select({ city: usZips.city, state: usZips.state })
        .from(usZips)
        .where(eq(usZips.zip, input.zipCode))
        .limit(1);
      return c.json({ city: place?.city ?? null, state: place?.state ?? null }, 201);
    },
  );
}
