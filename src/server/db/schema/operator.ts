// The operator console's tables (docs/decisions/013-operator-console.md): reports from visitors,
// businesses hidden by the marketplace team, businesses a paused state took off the market, and
// the append-only record of every operator action.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { HIDE_REASON_SLUGS, OPERATOR_ACTIONS, REPORT_REASON_SLUGS } from '#shared/catalogues/moderation.ts';
import { businessProfiles } from './business.ts';
import { reportColumns } from './columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const businessReports = pgTable(
  'business_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    ...reportColumns(),
  },
  (t) => [
    check('br_reason_chk', sql`${t.reason} in (${inList(REPORT_REASON_SLUGS)})`),
    check('br_details_chk', sql`char_length(${t.details}) <= 1000`),
    check('br_resolution_chk', sql`${t.resolution} in ('dismissed', 'hidden')`),
    index('br_open_business_idx').on(t.businessId, t.createdAt.desc()).where(sql`${t.resolvedAt} is null`),
    index('br_reporter_idx').on(t.reporterUserId),
  ],
);

/** One row while a business is hidden by the marketplace team; restoring deletes it. */
export const businessModeration = pgTable(
  'business_moderation',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenBy: text('hidden_by').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /** Whether it was public when hidden: restoring republishes only then. */
    wasPublished: boolean('was_published').notNull(),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    reviewMessage: text('review_message'),
    /** The operator answered the review request by keeping it hidden: the owner's one message is spent. */
    reviewClosedAt: timestamp('review_closed_at', { withTimezone: true }),
  },
  (t) => [
    check('bm_reason_chk', sql`${t.reason} in (${inList(HIDE_REASON_SLUGS)})`),
    check('bm_note_chk', sql`char_length(${t.note}) <= 1000`),
    check('bm_review_chk', sql`char_length(${t.reviewMessage}) <= 1000`),
  ],
);

/** Public businesses a paused state took off the market; relaunching the state republishes them. */
export const pausedBusinesses = pgTable(
  'paused_businesses',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    stateSlug: text('state_slug').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paused_businesses_state_idx').on(t.stateSlug)],
);

/** Append-only: a trigger refuses UPDATE and DELETE (migration 0008). */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the log is read newest first by this, so two actions in one millisecond keep theirs. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's email or 'cli'; older rows may say 'ADMIN_EMAILS' (a grant the list made at sign-in). */
    actor: text('actor').notNull(),
    /** No foreign key: the record outlives the operator's account. */
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
  },
  (t) => [
    check('oal_action_chk', sql`${t.action} in (${inList(OPERATOR_ACTIONS)})`),
    uniqueIndex('oal_seq_uq').on(t.seq),
    index('oal_action_seq_idx').on(t.action, t.seq),
    index('oal_target_idx').on(t.targetType, t.targetId),
  ],
);
