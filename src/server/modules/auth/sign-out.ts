// Sign-out ends every session of the user, on every device (docs/product.md §9.6), then lets
// Better Auth clear this browser's cookie. A request without a session still answers success.
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { AuthCall } from './auth-call.ts';

export async function signOutEverywhere({ deps, c, body, forward }: AuthCall) {
  const current = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (current) await deps.db.delete(sessions).where(eq(sessions.userId, current.user.id));
  return forward(body);
}
