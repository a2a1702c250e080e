// Column sets more than one table repeats: what every report table records after its id and what
// it reports, and what an operator's hide writes on a post or a recommendation. Functions, so each
// table gets its own column builders. The SQL is in the migrations (0008, 0011, 0014).
import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A report's reason and details, its reporter, and how an operator resolved it. */
export const reportColumns = () => ({
  reason: text('reason').notNull(),
  details: text('details'),
  /** Kept for abuse handling only: never shown to the owner, nor in any answer. */
  reporterUserId: text('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: tz('created_at').notNull().defaultNow(),
  resolvedAt: tz('resolved_at'),
  resolution: text('resolution'),
});

/** Set when an operator hides the row; the public reads ask for `hidden_at is null`. */
export const hiddenColumns = () => ({
  hiddenAt: tz('hidden_at'),
  hiddenReason: text('hidden_reason'),
  hiddenNote: text('hidden_note'),
});
