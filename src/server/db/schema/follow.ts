// Follow what's new (migration 0011, docs/decisions/022-follow-whats-new.md): owners' posts and
// their reports, each person's digest settings, alerts about new businesses in a place, and when a
// business was first published (kept by a trigger on business_profiles).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businessProfiles } from './business.ts';
import { hiddenColumns, reportColumns, tz } from './columns.ts';

export const businessPosts = pgTable(
  'business_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'update' | 'offer' | 'event'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    photoUrl: text('photo_url'),
    /** An offer's last day, local to the business. */
    offerEndsOn: date('offer_ends_on', { mode: 'string' }),
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    /** The business's zone when the post was saved: an event's times are read in it. */
    timeZone: text('time_zone'),
    place: text('place'),
    /** An event that repeats weekly: its last local day (null: once). Its dates are event_occurrences. */
    repeatUntil: date('repeat_until', { mode: 'string' }),
    /** Counts changes of an event and of its dates (iCalendar's SEQUENCE). */
    revision: integer('revision').notNull().default(0),
    /** When it stops showing: 6 months after an update, the end of an offer or an event. */
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** A deleted post keeps a bare row (content wiped) so deleting does not reset the daily limit. */
    deletedAt: tz('deleted_at'),
    ...hiddenColumns(),
  },
  (t) => [
    check('bpost_kind_chk', sql`${t.kind} in ('update', 'offer', 'event')`),
    check('bpost_title_chk', sql`char_length(${t.title}) <= 80`),
    check('bpost_body_chk', sql`char_length(${t.body}) <= 1000`),
    check('bpost_place_chk', sql`char_length(${t.place}) <= 120`),
    index('bpost_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

export const postReports = pgTable('post_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  postId: uuid('post_id')
    .notNull()
    .references(() => businessPosts.id, { onDelete: 'cascade' }),
  ...reportColumns(),
});

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const userDigests = pgTable('user_digests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency').$type<DigestFrequency>().notNull().default('off'),
  /** When the digest was offered (at the first favourite): it is offered once. */
  offeredAt: tz('offered_at'),
  /** The newest post the person has seen in Updates: newer ones are the nav's count. */
  updatesSeenAt: tz('updates_seen_at'),
  lastSentAt: tz('last_sent_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const areaAlerts = pgTable('area_alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A signed-in person's alert; otherwise `email` (confirmed by a link before anything is sent). */
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  state: text('state').notNull(),
  region: text('region'),
  zipCode: text('zip_code'),
  radiusMiles: smallint('radius_miles'),
  confirmedAt: tz('confirmed_at'),
  lastSentAt: tz('last_sent_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const businessFirstPublished = pgTable('business_first_published', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
  publishedAt: tz('published_at').notNull().defaultNow(),
  /** The business's state, kept by the trigger (migration 0016): a state's feed reads its own newest. */
  businessState: text('business_state'),
});
