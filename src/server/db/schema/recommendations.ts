// Neighbours recommend (migration 0014, docs/decisions/027-neighbour-recommendations.md): one
// recommendation per person and business, an optional note, the owner's one answer, and reports on
// notes. A trigger keeps business_profiles.recommendation_count in step with the rows.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businessProfiles } from './business.ts';
import { hiddenColumns, reportColumns, tz } from './columns.ts';

export const businessRecommendations = pgTable(
  'business_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    /** 'held': part of a burst, waiting for an operator before it counts or shows. */
    status: text('status').$type<'counted' | 'held'>().notNull().default('counted'),
    reply: text('reply'),
    repliedAt: tz('replied_at'),
    ...hiddenColumns(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('brec_status_chk', sql`${t.status} in ('counted', 'held')`),
    check('brec_note_chk', sql`char_length(${t.note}) between 1 and 500`),
    check('brec_reply_chk', sql`char_length(${t.reply}) between 1 and 500`),
    uniqueIndex('brec_business_user_uq').on(t.businessId, t.userId),
    index('brec_business_created_idx').on(t.businessId, t.createdAt),
    index('brec_user_idx').on(t.userId),
  ],
);

/** A recommendation that counts and shows: not held for the team, not hidden by it. */
export const countedAndVisible = () =>
  and(eq(businessRecommendations.status, 'counted'), isNull(businessRecommendations.hiddenAt));

export const recommendationReports = pgTable('recommendation_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  recommendationId: uuid('recommendation_id')
    .notNull()
    .references(() => businessRecommendations.id, { onDelete: 'cascade' }),
  ...reportColumns(),
});
