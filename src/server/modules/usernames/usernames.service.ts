// Account usernames: whether one is already held.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** How often one address may ask whether a username is taken (a form asks as people type). */
export const USERNAME_CHECK_RULE = { window: 60, max: 120 };

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}
