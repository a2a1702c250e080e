// Every email the app sends, written by the request that causes it and sent by the mail worker
// (ADR 008): an SMTP outage delays mail instead of failing the request or losing the message.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The same message enqueued twice (a retried request) is stored, and sent, once. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Also a lease: a worker that claims a row pushes this forward while it sends. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when retrying stopped (the message was too old); the row stays for the record. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Extra headers, e.g. List-Unsubscribe on waitlist mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A bulk send this message belongs to (`launch:{id}`), for its progress in the console. */
    campaign: text('campaign'),
    /** A paced message is not sent before this; its day of retries counts from here, not from created_at. */
    notBefore: timestamp('not_before', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
    check('mail_outbox_attempts_chk', sql`${t.attempts} >= 0`),
    index('mail_outbox_campaign_idx').on(t.campaign).where(sql`${t.campaign} is not null`),
  ],
);
