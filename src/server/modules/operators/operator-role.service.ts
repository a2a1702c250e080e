// The operator role (docs/decisions/013-operator-console.md): a flag on the user, granted by
// ADMIN_EMAILS when a listed address signs in confirmed, or by `npm run cli -- admin grant|revoke`.
// Every change is audited; asking for what is already so changes and records nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type Actor, ADMIN_EMAILS_ACTOR, recordAction } from '../audit/audit.service.ts';

/** Read on every admin request, so a revoke takes effect at once, in every process. */
export async function isOperator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isOperator: users.isOperator })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.isOperator);
}

export type RoleChange = { found: false } | { found: true; changed: boolean; email: string };

/** Grants or revokes the role of the account with `email`, audited as `actor`. */
export async function setOperator(
  db: Db,
  email: string,
  operator: boolean,
  actor: Actor,
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, isOperator: users.isOperator })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update')
      .limit(1);
    if (!user) return { found: false };
    if (user.isOperator === operator) return { found: true, changed: false, email: user.email };
    await tx.update(users).set({ isOperator: operator }).where(eq(users.id, user.id));
    await recordAction(tx, actor, {
      action: operator ? 'grant' : 'revoke',
      target: { type: 'user', id: user.id, label: user.email },
      before: { isOperator: user.isOperator },
      after: { isOperator: operator },
    });
    return { found: true, changed: true, email: user.email };
  });
}

/** At sign-in: a confirmed address listed in ADMIN_EMAILS becomes an operator (audited once). */
export async function grantFromAdminEmails(db: Db, userId: string, adminEmails: readonly string[]) {
  if (!adminEmails.length) return;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.emailVerified, true), eq(users.isOperator, false)))
    .limit(1);
  if (user && adminEmails.includes(user.email.toLowerCase()))
    await setOperator(db, user.email, true, ADMIN_EMAILS_ACTOR);
}
