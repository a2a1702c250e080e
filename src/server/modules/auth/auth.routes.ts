// /api/auth: only the Better Auth endpoints the product uses (auth-endpoints.ts), each validated
// against our shared schema first (400 in our error shape), with our rules around them: one email
// per address per minute, sign-up that never touches an existing account, per-account sign-in
// backoff, a session after a password reset, a confirmation link opened twice that says so, and sign-out and password changes that end every
// session. Answers leave in our error shape.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { CLIENT_IP_HEADER } from '../../auth.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError, errorBody } from '../../lib/errors.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { serviceUnavailable } from '../../lib/unavailable.ts';
import { invalid } from '../../lib/validate.ts';
import type { AuthBody, AuthCall } from './auth-call.ts';
import { AUTH_ENDPOINTS, type AuthEndpoint, type AuthPath } from './auth-endpoints.ts';
import { toOurErrorShape } from './auth-response.ts';
import { assertChangeable, changeSignupEmail } from './change-signup-email.ts';
import { resetAndSignIn } from './reset-and-sign-in.ts';
import { signInWithBackoff } from './sign-in.ts';
import { signOutEverywhere } from './sign-out.ts';
import { assertUsernameFree, type ForwardToAuth, runSignUp, type SignUpInput } from './sign-up.ts';
import { verifyEmailOnce } from './verify-email-once.ts';

export const EMAIL_COOLDOWN_SECONDS = 60;

type Body = AuthBody;

/** Refusals that must come before an email cooldown is spent (a taken username is not an email). */
const PRECHECKS: Partial<Record<AuthPath, (call: AuthCall) => Promise<void>>> = {
  '/sign-up/email': ({ deps, body }) => assertUsernameFree(deps, String(body.username)),
  '/change-signup-email': ({ deps, c }) => assertChangeable(deps, c),
};

/** Endpoints with rules of ours around Better Auth; the rest are passed on as they are. */
const HANDLERS: Partial<Record<AuthPath, (call: AuthCall) => Promise<Response>>> = {
  '/sign-up/email': ({ deps, body, forward }) => runSignUp(deps, body as unknown as SignUpInput, forward),
  '/change-signup-email': ({ deps, c, body, forward }) =>
    changeSignupEmail(deps, c, body as { email: string; password: string }, forward),
  '/sign-in/email': (call) => signInWithBackoff(call, String(call.body.email)),
  '/sign-in/username': (call) => signInWithBackoff(call, String(call.body.username)),
  '/reset-password': ({ deps, body, forward }) => resetAndSignIn(deps, body, forward),
  '/change-password': ({ body, forward }) => forward({ ...body, revokeOtherSessions: true }),
  '/sign-out': signOutEverywhere,
  '/verify-email': verifyEmailOnce,
  // No session cookie, no session: answered here, because Better Auth's rate limiter writes a row for
  // every request, and every server-rendered public page asks (docs/product.md §20).
  '/get-session': async ({ c, forward }) =>
    c.req.header('cookie')?.includes('session_token=') ? forward({}) : Response.json(null),
};

async function readJson(req: Request): Promise<unknown> {
  const raw = await req.text();
  if (!raw) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'bad_request', 'Malformed JSON in request body');
  }
}

/** One email per address per kind per minute (the countdown the forms show). */
async function emailCooldown(deps: Deps, c: Context<AppEnv>, kind: string, email: string) {
  const { allowed, retryAfter } = await deps.rateLimitStore.consume(`mail:${kind}:${email.toLowerCase()}`, {
    window: EMAIL_COOLDOWN_SECONDS,
    max: 1,
  });
  if (allowed) return;
  c.header('Retry-After', String(retryAfter));
  throw tooManyRequests(
    retryAfter ?? EMAIL_COOLDOWN_SECONDS,
    'Please wait a minute before asking for another email.',
  );
}

function forwarder(deps: Deps, c: Context<AppEnv>): ForwardToAuth {
  return (body, path) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    headers.delete('content-length');
    const isGet = c.req.method === 'GET';
    if (!isGet) headers.set('content-type', 'application/json');
    return deps.auth.handler(
      new Request(path ? new URL(`/api/auth${path}`, c.req.url) : c.req.raw.url, {
        method: c.req.method,
        headers,
        body: isGet ? undefined : JSON.stringify(body),
      }),
    );
  };
}

function handle(deps: Deps, endpoint: AuthEndpoint) {
  return async (c: Context<AppEnv>) => {
    if (endpoint.query) {
      const query = endpoint.query.safeParse(c.req.query());
      if (!query.success) throw invalid(query.error);
    }
    let body: Body = {};
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(await readJson(c.req.raw));
      if (!parsed.success) throw invalid(parsed.error);
      body = parsed.data as Body;
    }
    const call: AuthCall = { deps, c, body, forward: forwarder(deps, c) };
    const path = endpoint.path as AuthPath;
    await PRECHECKS[path]?.(call);
    if (endpoint.mail) await emailCooldown(deps, c, endpoint.mail, String(body.email));
    const special = HANDLERS[path];
    const res = special ? await special(call) : await call.forward(body);
    // Better Auth answers a failed query with its own 500, the cause dropped: ask the database.
    if (res.status >= 500 && (await deps.database.isDown())) throw serviceUnavailable();
    return toOurErrorShape(res);
  };
}

export function authRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  for (const endpoint of AUTH_ENDPOINTS) {
    if (endpoint.method === 'GET') app.get(endpoint.path, handle(deps, endpoint));
    else app.post(endpoint.path, handle(deps, endpoint));
  }
  app.all('*', (c) => c.json(errorBody('not_found', 'No such endpoint.'), 404));
  return app;
}
