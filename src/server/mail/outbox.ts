// The durable mail outbox (ADR 008): a request writes its message here and returns; the mail
// worker (mail-worker.ts) claims due rows and sends them. These are the table's only statements.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * A claimed row is left alone by other workers this long. It outlasts the SMTP transport's own
 * timeouts, so a message is sent twice only when a process dies between sending and recording it.
 */
export const LEASE_SECONDS = 120;
/** Past this age a message that still fails is given up on (and logged), not retried forever. */
export const GIVE_UP_AFTER_HOURS = 24;

/** By default the same content to the same address within one minute is one message. */
export function dedupeKeyOf(message: MailMessage, now = Date.now()): string {
  if (message.dedupeKey) return message.dedupeKey;
  const minute = Math.floor(now / 60_000);
  return createHash('sha256')
    .update([message.to, message.subject, message.text, minute].join('\n'))
    .digest('hex');
}

/** The row a message is stored as (bulk mail adds its campaign and pace: campaign.ts). */
export function outboxValues(message: MailMessage) {
  return {
    dedupeKey: dedupeKeyOf(message),
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? null,
  };
}

export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    .values(outboxValues(message))
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

export interface OutboxRow extends MailMessage {
  id: string;
  /** Tries so far, this one included. */
  attempts: number;
}

/**
 * Claims up to `limit` due rows in one statement: SKIP LOCKED lets several processes claim side by
 * side without waiting on each other, and the lease (next_attempt_at moved forward) keeps a row
 * claimed after the statement's lock is gone.
 */
export async function claimDue(db: Db, limit: number): Promise<OutboxRow[]> {
  const result = await db.execute<{
    id: string;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string> | null;
    attempts: number;
  }>(sql`
    update mail_outbox
    set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from mail_outbox
      where sent_at is null and gave_up_at is null and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning id, to_address, subject, text, html, headers, attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    id: String(r.id),
    to: String(r.to_address),
    subject: String(r.subject),
    text: String(r.text),
    html: String(r.html),
    ...(r.headers ? { headers: r.headers as Record<string, string> } : {}),
    attempts: Number(r.attempts),
  }));
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

/**
 * Schedules the next try `retryInMs` from now, or gives up on a message older than the limit. A
 * paced message's age counts from when it was due, so a long launch does not give up on its tail.
 */
export async function markFailed(
  db: Db,
  id: string,
  error: string,
  retryInMs: number,
): Promise<{ gaveUp: boolean }> {
  const result = await db.execute<{ gave_up: boolean }>(sql`
    update mail_outbox set
      last_error = ${error.slice(0, 500)},
      next_attempt_at = now() + make_interval(secs => ${retryInMs / 1000}),
      gave_up_at = case
        when coalesce(not_before, created_at) < now() - make_interval(hours => ${GIVE_UP_AFTER_HOURS}) then now() end
    where id = ${id}
    returning gave_up_at is not null as gave_up`);
  const row = (result as unknown as { rows: { gave_up: boolean }[] }).rows[0];
  return { gaveUp: Boolean(row?.gave_up) };
}

/** The Mailer requests use: the message is stored durably, then the worker is asked to send it. */
export function outboxMailer(db: Db, onEnqueued: () => void): Mailer {
  return {
    async send(message) {
      await enqueueMail(db, message);
      onEnqueued();
    },
    kick: onEnqueued,
  };
}
