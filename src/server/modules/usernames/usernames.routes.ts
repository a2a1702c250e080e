// Account username availability: lets forms say "taken" or "available" while the user types
// (docs/product.md §9.1).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { usernameField } from '#shared/schemas/fields.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';

export const USERNAME_CHECK_RULE = { window: 60, max: 120 };

export function usernameRoutes({ db, rateLimitStore }: Deps) {
  return new Hono<AppEnv>().get(
    '/usernames/:username/exists',
    rateLimit(rateLimitStore, 'username-exists', USERNAME_CHECK_RULE),
    validate('param', z.object({ username: usernameField })),
    async (c) => {
      const { username } = c.req.valid('param');
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
      c.header('Cache-Control', 'no-store');
      return c.json({ exists: rows.length > 0 });
    },
  );
}
