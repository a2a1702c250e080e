import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Open data's change feed (migration 0019, ADR 039): a business that is or was public, at its latest
 * position in commit order. No foreign key: the row of a deleted business says it is gone.
 */
export const openDataChanges = pgTable(
  'open_data_changes',
  {
    businessId: uuid('business_id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    isPublic: boolean('is_public').notNull(),
    /** The feed's JSON of the business without its URL, written after the change (doc-filler.ts). */
    doc: text('doc'),
    /** Its page's path, for the URL. */
    page: text('page'),
  },
  (t) => [
    uniqueIndex('odc_seq_uq').on(t.seq),
    index('odc_changed_idx').on(t.changedAt, t.seq),
    index('odc_unfilled_idx').on(t.seq).where(sql`${t.doc} is null and ${t.isPublic}`),
  ],
);
