// The operator audit log: every launch, pause, hide, restore, dismiss, grant and revoke, with who,
// when, what, and the state before and after. Rows are only ever inserted here; the database
// refuses UPDATE and DELETE on the table (migration 0008), so the app cannot edit the record.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, lt, or } from 'drizzle-orm';
import type { OperatorAction } from '#shared/catalogues/moderation.ts';
import type { AuditQuery } from '#shared/schemas/moderation.ts';
import type { Db } from '../../db/client.ts';
import { operatorAuditLog as log } from '../../db/schema/index.ts';

/**
 * Who acted: an operator (their email) or the command line ('cli'). Older records may name
 * 'ADMIN_EMAILS': grants the list made at sign-in, before it was read on every request (ADR 013).
 */
export interface Actor {
  label: string;
  userId: string | null;
}
export const CLI_ACTOR: Actor = { label: 'cli', userId: null };

export interface AuditRecord {
  action: OperatorAction;
  target: { type: 'state' | 'business' | 'user' | 'post' | 'recommendation'; id: string; label: string };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  note?: string | null;
}

/** Writes one entry (inside the action's own transaction); returns its id, which names its emails. */
export async function recordAction(db: Db, actor: Actor, record: AuditRecord, id = randomUUID()) {
  await db.insert(log).values({
    id,
    actor: actor.label,
    actorUserId: actor.userId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before,
    after: record.after,
    note: record.note ?? null,
  });
  return id;
}

const PAGE = 50;

/** The position of the last entry shown: the next page starts below it. */
const encodeCursor = (seq: number) => Buffer.from(String(seq)).toString('base64url');
function decodeCursor(cursor: string) {
  const seq = Buffer.from(cursor, 'base64url').toString('utf8');
  return /^[1-9]\d{0,15}$/.test(seq) ? Number(seq) : null;
}

/** Escapes LIKE's wildcards: a filter matches what was typed, literally. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAudit(db: Db, q: AuditQuery) {
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  if (q.cursor && !cursor) return null;
  const where = and(
    q.action ? eq(log.action, q.action) : undefined,
    q.actor ? ilike(log.actor, `%${literal(q.actor)}%`) : undefined,
    q.target ? or(ilike(log.targetLabel, `%${literal(q.target)}%`), eq(log.targetId, q.target)) : undefined,
    cursor ? lt(log.seq, cursor) : undefined,
  );
  const rows = await db
    .select()
    .from(log)
    .where(where)
    .orderBy(desc(log.seq))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    // The columns are text; recordAction only ever writes these values.
    items: page.map(({ actorUserId: _id, seq: _seq, at, ...row }) => ({
      ...row,
      action: row.action as OperatorAction,
      targetType: row.targetType as AuditRecord['target']['type'],
      at: at.toISOString(),
    })),
    nextCursor: rows.length > PAGE && last ? encodeCursor(last.seq) : null,
  };
}
