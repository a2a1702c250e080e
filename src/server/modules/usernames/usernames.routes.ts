// Account username availability: lets forms say "taken" or "available" while the user types
// (docs/product.md §9.1).
import type { Deps } from '../../context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { USERNAME_CHECK_RULE, usernameExists } from './usernames.service.ts';

export function usernameRoutes({ db, rateLimitStore }: Deps) {
  return routes([
    route(
      'GET /api/usernames/:username/exists',
      async (c, { params }) => {
        const exists = await usernameExists(db, params.username);
        c.header('Cache-Control', 'no-store');
        return c.json({ exists });
      },
      { use: [rateLimit(rateLimitStore, 'username-exists', USERNAME_CHECK_RULE)] },
    ),
  ]);
}
