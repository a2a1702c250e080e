// Correcting the address of a sign-up before confirming (docs/decisions/007). Only the browser
// holding the sealed cookie of that sign-up may do it, so nobody can take over someone else's
// unconfirmed username, and no password is ever checked against an existing account. The
// unconfirmed account (if the first sign-up made one) gives its username to a fresh sign-up at the
// new address; it is deleted once the new account holds the name, or gets it back when it does not.
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Deps } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { openPendingSignup, PENDING_SIGNUP_COOKIE, type PendingSignup } from './pending-signup-token.ts';
import { type ForwardToAuth, runSignUp, usernameHolder, usernameTaken } from './sign-up.ts';

export const SIGNUP_NOT_CHANGEABLE =
  'This sign-up can no longer be changed here. Sign up again with the right email.';

interface ChangeInput {
  email: string;
  password: string;
  callbackURL?: string;
}

/** The unconfirmed account this browser's sign-up created, still holding its username. */
async function ownUnconfirmedAccount(deps: Deps, pending: PendingSignup) {
  if (!pending.userId) return null;
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, pending.userId), eq(users.username, pending.username), eq(users.emailVerified, false)),
    )
    .limit(1);
  return row?.id ?? null;
}

function pendingOf(deps: Deps, c: Context<AppEnv>): PendingSignup {
  const pending = openPendingSignup(deps.authSecret, getCookie(c, PENDING_SIGNUP_COOKIE));
  if (!pending) throw new ApiError(400, 'signup_not_changeable', SIGNUP_NOT_CHANGEABLE);
  return pending;
}

/** 400 without this browser's sign-up; 409 when someone else has the username since. */
export async function assertChangeable(deps: Deps, c: Context<AppEnv>) {
  const pending = pendingOf(deps, c);
  const holder = await usernameHolder(deps, pending.username);
  if (holder && holder !== (await ownUnconfirmedAccount(deps, pending))) throw usernameTaken();
}

export async function changeSignupEmail(
  deps: Deps,
  c: Context<AppEnv>,
  input: ChangeInput,
  forward: ForwardToAuth,
): Promise<Response> {
  const pending = pendingOf(deps, c);
  const signUp = { ...input, username: pending.username };
  const oldId = await ownUnconfirmedAccount(deps, pending);
  // The first sign-up created nothing (the address had an account): a plain new sign-up.
  if (!oldId) return runSignUp(deps, signUp, forward);
  await deps.db.update(users).set({ username: null }).where(eq(users.id, oldId));
  let replaced = false;
  try {
    const res = await runSignUp(deps, signUp, forward, oldId);
    const holder = await usernameHolder(deps, pending.username);
    replaced = holder !== null && holder !== oldId;
    return res;
  } finally {
    if (replaced) await deps.db.delete(users).where(eq(users.id, oldId));
    else
      await deps.db
        .update(users)
        .set({ username: pending.username })
        .where(and(eq(users.id, oldId), isNull(users.username)))
        // Someone took the name meanwhile: the unconfirmed account goes (it could never sign in).
        .catch(() => deps.db.delete(users).where(eq(users.id, oldId)));
  }
}
