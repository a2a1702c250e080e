// Account username availability: lets forms say "taken" or "available" while the user types
// (docs/product.md §9.1).
import { Hono } from 'hono';
import { z } from 'zod';
import { usernameField } from '#shared/schemas/fields.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { usernameExists } from './usernames.service.ts';

export const USERNAME_CHECK_RULE = { window: 60, max: 120 };

export function usernameRoutes({ db, rateLimitStore }: Deps) {
  return new Hono<AppEnv>().get(
    '/usernames/:username/exists',
    rateLimit(rateLimitStore, 'username-exists', USERNAME_CHECK_RULE),
    validate('param', z.object({ username: usernameField })),
    async (c) => {
      const { username } = c.req.valid('param');
      const exists = await usernameExists(db, username);
      c.header('Cache-Control', 'no-store');
      return c.json({ exists });
    },
  );
}
