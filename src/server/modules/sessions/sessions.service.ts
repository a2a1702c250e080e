// The person's signed-in devices: listed without addresses or tokens, and signed out one by one or
// all but the current one. Every statement is scoped by the user id, so an id of someone else's
// session is simply not found.
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { describeUserAgent } from './user-agent.ts';

export async function listDevices(db: Db, userId: string, currentId: string | null) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  const devices = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.id === currentId,
  }));
  // The current device first, then the most recently seen.
  return devices.sort((a, b) => Number(b.current) - Number(a.current));
}

export async function signOutDevice(db: Db, userId: string, sessionId: string) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!gone.length) throw notFound('No such session.');
  return { signedOut: 1 as const };
}

export async function signOutOtherDevices(db: Db, userId: string, currentId: string | null) {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), currentId ? ne(sessions.id, currentId) : undefined))
    .returning({ id: sessions.id });
  return { signedOut: gone.length };
}
