// Bulk mail (a state's launch or pause) goes through the same durable outbox as every email
// (ADR 008), paced: each message gets its own slot, `60 / perMinute` seconds after the one before,
// written as its `not_before` (and first `next_attempt_at`). The worker simply finds each message
// due in its turn, so the pace survives a restart, and a second campaign queues behind the first
// instead of doubling the rate (docs/decisions/013-operator-console.md).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';
import { outboxValues } from './outbox.ts';

/** Rows per INSERT: a launch to tens of thousands of addresses stays a handful of statements. */
const BATCH = 500;

export interface CampaignProgress {
  total: number;
  sent: number;
  /** Given up on after a day of retries. */
  failed: number;
  /** Not sent yet and last tried without success (SMTP trouble): retried with backoff. */
  retrying: number;
  queued: number;
}

/** When the next paced message may leave: after the last one still waiting, and not before now. */
async function firstSlot(db: Db, intervalMs: number): Promise<number> {
  const result = await db.execute<{ last: string | Date | null }>(sql`
    select max(not_before) as last from mail_outbox
    where campaign is not null and sent_at is null and gave_up_at is null`);
  const last = (result as unknown as { rows: { last: string | Date | null }[] }).rows[0]?.last;
  const now = Date.now();
  return last ? Math.max(now, new Date(last).getTime() + intervalMs) : now;
}

/** The dedupe keys among `keys` already in the outbox (sent or queued once already). */
async function knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: mailOutbox.dedupeKey })
    .from(mailOutbox)
    .where(inArray(mailOutbox.dedupeKey, keys));
  return new Set(rows.map((r) => r.key));
}

/**
 * Enqueues `messages` for `campaign`, paced at `perMinute`; a message whose dedupe key is already
 * in the outbox is skipped (each person gets it once). Returns how many were added.
 */
export async function enqueueCampaign(
  db: Db,
  campaign: string,
  messages: MailMessage[],
  perMinute: number,
): Promise<number> {
  const intervalMs = 60_000 / perMinute;
  let start: number | undefined;
  let added = 0;
  for (let i = 0; i < messages.length; i += BATCH) {
    const batch = messages.slice(i, i + BATCH).map((m) => outboxValues(m));
    const known = await knownKeys(
      db,
      batch.map((m) => m.dedupeKey),
    );
    const fresh = batch.filter((m) => !known.has(m.dedupeKey));
    if (!fresh.length) continue;
    start ??= await firstSlot(db, intervalMs);
    const slot = (n: number) => new Date((start as number) + (added + n) * intervalMs);
    // A key written in between by another process is still skipped, never sent twice.
    const inserted = await db
      .insert(mailOutbox)
      .values(fresh.map((row, n) => ({ ...row, campaign, notBefore: slot(n), nextAttemptAt: slot(n) })))
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    added += inserted.length;
  }
  return added;
}

const EMPTY: CampaignProgress = { total: 0, sent: 0, failed: 0, retrying: 0, queued: 0 };

/** Each campaign's progress, in one query (a campaign with no mail reads as all zeros). */
export async function campaignProgress(db: Db, campaigns: string[]): Promise<Map<string, CampaignProgress>> {
  const progress = new Map(campaigns.map((c) => [c, { ...EMPTY }]));
  if (!campaigns.length) return progress;
  const rows = await db
    .select({
      campaign: mailOutbox.campaign,
      total: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.gaveUpAt} is not null)::int`,
      retrying: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.gaveUpAt} is null and ${mailOutbox.lastError} is not null)::int`,
      queued: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.gaveUpAt} is null)::int`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.campaign, campaigns))
    .groupBy(mailOutbox.campaign);
  for (const { campaign, ...counts } of rows)
    if (campaign)
      progress.set(campaign, {
        total: Number(counts.total),
        sent: Number(counts.sent),
        failed: Number(counts.failed),
        retrying: Number(counts.retrying),
        queued: Number(counts.queued),
      });
  return progress;
}
