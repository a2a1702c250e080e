// Loads the Better Auth session once per request; handlers ask for it with requireUser().
import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.ts';
import type { AppEnv, SessionUser } from '../context.ts';
import { unauthorized } from './errors.ts';

export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // No session cookie means no session: skip the lookup on the anonymous hot path.
    if (!c.req.header('cookie')?.includes('session_token=')) {
      c.set('user', null);
      return next();
    }
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = result?.user as { id: string; email: string; username?: string | null } | undefined;
    c.set('user', user ? { id: user.id, email: user.email, username: user.username ?? null } : null);
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
