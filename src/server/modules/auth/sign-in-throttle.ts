// Per-account backoff on failed sign-ins (per-address limits alone let a botnet guess one account's
// password). Five failures are free; then each further attempt waits 2, 4, 8 … seconds, at most five
// minutes, so an attacker can slow an account down but never lock its owner out for long. Failures
// are counted per account whether it is named by email or username, and the same way for names
// nobody has, so the answer never tells whether an account exists. A success clears the count.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailures, users } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';

export const FREE_FAILURES = 5;
export const MAX_WAIT_SECONDS = 300;
/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/** Seconds to wait after `failures` failed attempts (0 while still free). */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

export const throttledMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Try again in ${seconds} second${seconds === 1 ? '' : 's'}, or reset your password.`;

export async function accountKey(db: Db, identifier: string): Promise<string> {
  const value = identifier.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value)))
    .limit(1);
  return user ? `user:${user.id}` : `unknown:${value}`;
}

/** Throws 429 while the account is waiting out its backoff. */
export async function assertNotThrottled(db: Db, key: string, now = Date.now()) {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key)).limit(1);
  if (!row) return;
  const last = row.lastFailureAt.getTime();
  if (now - last > FORGET_AFTER_MS) return;
  const waitUntil = last + backoffSeconds(row.failures) * 1000;
  if (now >= waitUntil) return;
  const retryAfter = Math.ceil((waitUntil - now) / 1000);
  throw new ApiError(429, 'account_throttled', throttledMessage(retryAfter), {
    extra: { retry_after: retryAfter, next_allowed: new Date(waitUntil).toISOString() },
  });
}

export async function recordFailure(db: Db, key: string, now = new Date()) {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  await db
    .insert(signInFailures)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
