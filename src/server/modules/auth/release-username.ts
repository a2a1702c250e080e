// Changing the email before confirming (docs/decisions/005): a username held by an account that
// was never confirmed is released to a new sign-up that proves it is the same person by giving the
// same password. The old account is removed only once the new one exists; otherwise it is restored.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/password.ts';

export type UsernameHolder = { kind: 'free' } | { kind: 'taken' } | { kind: 'releasable'; userId: string };

/** Who holds `username`, and whether this sign-up (with `password`) may take it over. */
export async function usernameHolder(db: Db, username: string, password: string): Promise<UsernameHolder> {
  const [holder] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (!holder) return { kind: 'free' };
  if (holder.emailVerified) return { kind: 'taken' };
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, holder.id), eq(accounts.providerId, 'credential')))
    .limit(1);
  const same = credential?.hash ? await verifyPassword({ hash: credential.hash, password }) : false;
  return same ? { kind: 'releasable', userId: holder.id } : { kind: 'taken' };
}

/**
 * Frees the username of the unconfirmed account, runs the sign-up, then deletes the old account
 * when a new account now holds the username, or gives the username back when it does not.
 */
export async function replaceUnconfirmed(
  db: Db,
  username: string,
  oldUserId: string,
  signUp: () => Promise<void>,
) {
  await db.update(users).set({ username: null }).where(eq(users.id, oldUserId));
  let replaced = false;
  try {
    await signUp();
    const [now] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    replaced = Boolean(now && now.id !== oldUserId);
  } finally {
    if (replaced) await db.delete(users).where(eq(users.id, oldUserId));
    else {
      // Someone may have taken the name meanwhile: then the unconfirmed account goes (it cannot sign in anyway).
      await db
        .update(users)
        .set({ username })
        .where(and(eq(users.id, oldUserId), isNull(users.username)))
        .catch(() => db.delete(users).where(eq(users.id, oldUserId)));
    }
  }
}
