// The operator role (docs/decisions/013-operator-console.md): a confirmed address listed in
// ADMIN_EMAILS, read on every request (a change to the list applies on the next one, both ways), or
// the flag on the user that `npm run cli -- admin grant|revoke` sets. Every change of the flag is
// audited; asking for what is already so changes and records nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type Actor, recordAction } from '../audit/audit.service.ts';

/**
 * Read on every admin request and console page (one row by its key), so a revoke takes effect at
 * once in every process, and an address added to or taken off ADMIN_EMAILS on the next request.
 */
export async function isOperator(db: Db, userId: string, adminEmails: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ flag: users.isOperator, email: users.email, confirmed: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  return row.flag || (row.confirmed && adminEmails.includes(row.email.toLowerCase()));
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
