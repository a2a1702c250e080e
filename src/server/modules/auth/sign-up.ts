// Sign-up never reads, changes or reveals an existing account (docs/decisions/007). The username
// is public (forms check it as people type), so a taken one is 409 'Username already exists'. The
// address is not: for an address that already has an account Better Auth answers exactly as for a
// new one and `onExistingUserSignUp` mails that address instead. Either way this browser gets a
// sealed cookie with which it alone may correct the address before confirming.
import { and, eq } from 'drizzle-orm';
import { serialize } from 'hono/utils/cookie';
import { MSG } from '#shared/schemas/messages.ts';
import type { Deps } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  PENDING_SIGNUP_COOKIE,
  PENDING_SIGNUP_TTL_SECONDS,
  sealPendingSignup,
} from './pending-signup-token.ts';

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
  callbackURL?: string;
}

/** Passes a request on to Better Auth: this request's endpoint, or `path` (e.g. '/sign-up/email'). */
export type ForwardToAuth = (body: Record<string, unknown>, path?: string) => Promise<Response>;

export const usernameTaken = () =>
  new ApiError(409, 'username_taken', MSG.usernameExists, { fields: { username: MSG.usernameExists } });

/** The username's holder, if anyone (usernames are public: forms check them as people type). */
export async function usernameHolder(deps: Deps, username: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row?.id ?? null;
}

export async function assertUsernameFree(deps: Deps, username: string) {
  if (await usernameHolder(deps, username)) throw usernameTaken();
}

/** The account this sign-up created, if it created one (unconfirmed, this username, this address). */
async function createdAccount(deps: Deps, input: SignUpInput): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.username, input.username),
        eq(users.email, input.email.toLowerCase()),
        eq(users.emailVerified, false),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Runs Better Auth's sign-up and, when it answered 200, leaves the pending-sign-up cookie. */
/** `previousUserId`: the unconfirmed account a correction came from, kept when this creates none. */
export async function runSignUp(
  deps: Deps,
  input: SignUpInput,
  forward: ForwardToAuth,
  previousUserId: string | null = null,
): Promise<Response> {
  const res = await forward({ ...input, name: input.username }, '/sign-up/email');
  if (res.status !== 200) return res;
  const userId = (await createdAccount(deps, input)) ?? previousUserId;
  const sealed = sealPendingSignup(deps.authSecret, { username: input.username, userId });
  const answer = new Response(res.body, res);
  answer.headers.append(
    'set-cookie',
    serialize(PENDING_SIGNUP_COOKIE, sealed, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.env.PUBLIC_URL.startsWith('https://'),
      maxAge: PENDING_SIGNUP_TTL_SECONDS,
    }),
  );
  return answer;
}
