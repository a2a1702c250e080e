// Mounts Better Auth at /api/auth/*. In front of it: our sign-up validation (spec §5 messages,
// field errors in the API shape) and the 60-second per-address cooldown on emails (spec §4).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { signUpSchema } from '#shared/schemas/auth.ts';
import { MSG } from '#shared/schemas/messages.ts';
import { CLIENT_IP_HEADER } from '../../auth.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { invalid } from '../../lib/validate.ts';

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
    const taken = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, parsed.data.username))
      .limit(1);
    if (taken.length)
      throw new ApiError(409, 'username_taken', MSG.usernameExists, {
        fields: { username: MSG.usernameExists },
      });
    await next();
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
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  return app;
}
