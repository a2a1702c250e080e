// Mounts Better Auth at /api/auth/*. In front of it: our sign-up validation (spec §5 messages,
// field errors in the API shape), the 60-second per-address cooldown on emails (spec §4), the
// username of an unconfirmed account released to the same person signing up again with another
// email, and a session after a password reset (docs/decisions/005).
import { Hono } from 'hono';
import { signUpSchema } from '#shared/schemas/auth.ts';
import { MSG } from '#shared/schemas/messages.ts';
import { CLIENT_IP_HEADER } from '../../auth.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { invalid } from '../../lib/validate.ts';
import { replaceUnconfirmed, usernameHolder } from './release-username.ts';
import { resetAndSignIn } from './reset-and-sign-in.ts';

export const EMAIL_COOLDOWN_SECONDS = 60;

/** Paths that send an email to the address in the body; one email per address per minute. */
const MAIL_SENDING_PATHS: Record<string, string> = {
  '/api/auth/sign-up/email': 'verify',
  '/api/auth/send-verification-email': 'verify',
  '/api/auth/sign-in/magic-link': 'magic',
  '/api/auth/request-password-reset': 'reset',
};

async function readJson(req: Request): Promise<Record<string, unknown>> {
  try {
    const body = await req.clone().json();
    return body && typeof body === 'object' ? body : {};
  } catch {
    throw new ApiError(400, 'bad_request', 'Malformed JSON in request body');
  }
}

export function authRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post('/sign-up/email', async (c, next) => {
    const parsed = signUpSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) throw invalid(parsed.error);
    const { username, password } = parsed.data;
    const holder = await usernameHolder(deps.db, username, password);
    if (holder.kind === 'taken')
      throw new ApiError(409, 'username_taken', MSG.usernameExists, {
        fields: { username: MSG.usernameExists },
      });
    if (holder.kind === 'releasable') await replaceUnconfirmed(deps.db, username, holder.userId, next);
    else await next();
  });

  app.on(['GET', 'POST'], '/*', async (c) => {
    const kind = c.req.method === 'POST' ? MAIL_SENDING_PATHS[c.req.path] : undefined;
    if (kind) {
      const email = String((await readJson(c.req.raw)).email ?? '')
        .trim()
        .toLowerCase();
      if (email) {
        const { allowed, retryAfter } = await deps.rateLimitStore.consume(`mail:${kind}:${email}`, {
          window: EMAIL_COOLDOWN_SECONDS,
          max: 1,
        });
        if (!allowed) {
          c.header('Retry-After', String(retryAfter));
          throw tooManyRequests(
            retryAfter ?? EMAIL_COOLDOWN_SECONDS,
            'Please wait a minute before asking for another email.',
          );
        }
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    if (c.req.path === '/api/auth/sign-up/email') {
      // Better Auth requires a display name; ours defaults to the username.
      const body = await readJson(c.req.raw);
      return deps.auth.handler(
        new Request(c.req.raw.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...body, name: body.name || body.username }),
        }),
      );
    }
    if (c.req.method === 'POST' && c.req.path === '/api/auth/reset-password') {
      const body = await readJson(c.req.raw);
      return resetAndSignIn(deps, new Request(c.req.raw, { headers }), body);
    }
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  return app;
}
