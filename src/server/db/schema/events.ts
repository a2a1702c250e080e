// Events near me (migration 0020, docs/decisions/040-events-near-me.md): one date of a repeating
// event cancelled or moved, and every date of every showing event, written by the migration's
// triggers (read only here).
import { boolean, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businessProfiles } from './business.ts';
import { tz } from './columns.ts';
import { businessPosts } from './follow.ts';

export const eventDateChanges = pgTable(
  'event_date_changes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => businessPosts.id, { onDelete: 'cascade' }),
    /** The date as scheduled, local to the event's zone. */
    onDay: date('on_day', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    /** A moved date's new start and end. */
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.onDay] })],
);

export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => businessPosts.id, { onDelete: 'cascade' }),
    onDay: date('on_day', { mode: 'string' }).notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    cancelled: boolean('cancelled').notNull(),
    moved: boolean('moved').notNull(),
    /** The day it starts on, in its own zone (a moved date's may differ from on_day). */
    localDay: date('local_day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    state: text('state'),
    region: text('region'),
    zip: text('zip'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.onDay] })],
);
