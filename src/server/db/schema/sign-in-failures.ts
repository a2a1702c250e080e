// Failed sign-ins per account (or per unknown identifier), for the per-account backoff.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const signInFailures = pgTable('sign_in_failures', {
  /** `user:<id>` for an account, `unknown:<identifier>` for a name or address nobody has. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
