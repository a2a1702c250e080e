// Loads the Better Auth session once per request; the route helper (route.ts) asks for it with requireUser().
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.ts';
import type { AppEnv, SessionUser } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { unauthorized } from './errors.ts';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from './unavailable.ts';

/**
 * A session lookup takes milliseconds. One slower than this pings the database: when it does not
 * answer (an outage), the visitor gets 503 now, not after the lookup's every connection attempt has
 * timed out in turn (over a second). When it answers, the lookup is simply awaited.
 */
export const SESSION_PATIENCE_MS = 400;

const LATE = Symbol('late');

async function unlessDown<T>(c: Context<AppEnv>, lookup: Promise<T>, ping: () => Promise<void>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), SESSION_PATIENCE_MS);
  });
  try {
    const first = await Promise.race([lookup, late]);
    if (first !== LATE) return first as T;
    const answers = await ping().then(
      () => true,
      () => false,
    );
    if (!answers) {
      lookup.catch(() => {});
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw serviceUnavailable();
    }
    return await lookup;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A session's `updated_at` is its "last seen" on the devices list. Sessions are never refreshed
 * (docs/product.md A12), so nothing else moves it; writing it on every request would cost a write
 * per request, so it moves at most this often.
 */
export const LAST_SEEN_STEP_MS = 15 * 60 * 1000;

export function loadSession(auth: Auth, db: Db, ping: () => Promise<void>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('sessionId', null);
    // No session cookie means no session: skip the lookup on the anonymous hot path.
    if (!c.req.header('cookie')?.includes('session_token=')) {
      c.set('user', null);
      return next();
    }
    const result = await unlessDown(c, auth.api.getSession({ headers: c.req.raw.headers }), ping);
    const user = result?.user as { id: string; email: string; username?: string | null } | undefined;
    c.set('user', user ? { id: user.id, email: user.email, username: user.username ?? null } : null);
    if (result?.session) {
      c.set('sessionId', result.session.id);
      const stale = new Date(Date.now() - LAST_SEEN_STEP_MS);
      if (new Date(result.session.updatedAt) < stale)
        await db
          .update(sessions)
          .set({ updatedAt: new Date() })
          .where(and(eq(sessions.id, result.session.id), lt(sessions.updatedAt, stale)))
          // Last seen is a courtesy: a failed write must not fail the request.
          .catch(() => {});
    }
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
