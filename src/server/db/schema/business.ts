import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '#shared/hours/hours-schema.ts';
import { users } from './auth.ts';

export const businessProfiles = pgTable(
  'business_profiles',
  {
    businessId: uuid('business_id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessType: text('business_type').$type<'shop' | 'service'>().notNull(),
    businessCategories: text('business_categories').array().notNull().default(sql`'{}'::text[]`),
    businessName: text('business_name'),
    ownerNames: text('owner_names'),
    businessUsername: text('business_username'),
    yearStarted: integer('year_started'),
    businessZipCode: text('business_zip_code'),
    businessCity: text('business_city'),
    businessState: text('business_state'),
    businessRegion: text('business_region'),
    businessHeadline: text('business_headline'),
    ownerStory: text('owner_story'),
    businessEmail: text('business_email'),
    instagramUrl: text('instagram_url'),
    tiktokUrl: text('tiktok_url'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    websiteUrl: text('website_url'),
    primaryContact: text('primary_contact'),
    hasStorefront: boolean('has_storefront'),
    storefrontStreet: text('storefront_street'),
    storefrontSuite: text('storefront_suite'),
    storefrontCity: text('storefront_city'),
    storefrontState: text('storefront_state'),
    storefrontZipCode: text('storefront_zip_code'),
    hasMobileService: boolean('has_mobile_service'),
    mobileServiceDesc: text('mobile_service_desc'),
    startingRate: boolean('starting_rate').notNull().default(false),
    businessOffering: text('business_offering').array().notNull().default(sql`'{}'::text[]`),
    businessIdentities: text('business_identities').array().notNull().default(sql`'{}'::text[]`),
    businessStructure: text('business_structure'),
    ownerPhotoUrl: text('owner_photo_url'),
    businessLogoUrl: text('business_logo_url'),
    productPhotos: text('product_photos').array().notNull().default(sql`'{}'::text[]`),
    onboardingStep: integer('onboarding_step').notNull().default(1),
    isPublished: boolean('is_published').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The owner's week as entered (#shared/hours), or null when none is given. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** Random key fixed at insert: market pages walk it with a keyset cursor (docs/decisions/004). */
    shuffleKey: integer('shuffle_key').notNull().default(sql`floor(random() * 2147483647)::integer`),
    /** Counted, visible recommendations: kept by a trigger on business_recommendations (migration 0014). */
    recommendationCount: integer('recommendation_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bp_type_chk', sql`${t.businessType} in ('shop', 'service')`),
    check('bp_categories_chk', sql`cardinality(${t.businessCategories}) <= 2`),
    check('bp_offering_chk', sql`cardinality(${t.businessOffering}) <= 3`),
    check('bp_identities_chk', sql`cardinality(${t.businessIdentities}) <= 6`),
    check('bp_photos_chk', sql`cardinality(${t.productPhotos}) <= 10`),
    check('bp_name_chk', sql`char_length(${t.businessName}) between 1 and 100`),
    check('bp_owner_names_chk', sql`char_length(${t.ownerNames}) between 1 and 200`),
    check('bp_username_chk', sql`${t.businessUsername} ~ '^[a-z0-9._-]{3,30}$'`),
    check('bp_year_chk', sql`${t.yearStarted} between 1800 and 2100`),
    check('bp_zip_chk', sql`${t.businessZipCode} ~ '^[0-9]{5}$'`),
    check('bp_storefront_zip_chk', sql`${t.storefrontZipCode} ~ '^[0-9]{5}$'`),
    check('bp_headline_chk', sql`char_length(${t.businessHeadline}) <= 60`),
    check('bp_story_chk', sql`char_length(${t.ownerStory}) between 1 and 5000`),
    check('bp_mobile_desc_chk', sql`char_length(${t.mobileServiceDesc}) <= 60`),
    check('bp_step_chk', sql`${t.onboardingStep} between 0 and 15`),
    uniqueIndex('bp_username_lower_uq')
      .on(sql`lower(${t.businessUsername})`)
      .where(sql`${t.businessUsername} is not null`),
    index('bp_user_idx').on(t.userId),
    index('bp_recent_idx').on(t.createdAt, t.businessId).where(sql`${t.isPublished}`),
    // Migration 0009 adds INCLUDE (the search filters' columns) to this index and to bp_shuffle_idx,
    // for index-only walks (docs/decisions/016); drizzle's index builder cannot say INCLUDE.
    index('bp_market_state_idx').on(t.businessState, t.shuffleKey, t.businessId).where(sql`${t.isPublished}`),
    index('bp_market_region_idx')
      .on(t.businessState, t.businessRegion, t.shuffleKey, t.businessId)
      .where(sql`${t.isPublished}`),
  ],
);

export const businessPricingItems = pgTable(
  'business_pricing_items',
  {
    id: serial('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    itemPrice: numeric('item_price', { precision: 10, scale: 2 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('bpi_name_chk', sql`char_length(${t.itemName}) between 1 and 80`),
    check('bpi_price_chk', sql`${t.itemPrice} >= 0`),
    check('bpi_position_chk', sql`${t.position} >= 0`),
    uniqueIndex('bpi_business_position_uq').on(t.businessId, t.position),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index('favorites_business_idx').on(t.businessId),
    index('favorites_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const businessWaitlists = pgTable(
  'business_waitlists',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    category: text('category').notNull(),
    zipCode: text('zip_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the one-click unsubscribe in a waitlist email; joining again clears it. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('bw_zip_chk', sql`${t.zipCode} ~ '^[0-9]{5}$'`),
    check('bw_email_chk', sql`char_length(${t.email}) between 3 and 254`),
    uniqueIndex('bw_email_zip_uq').on(sql`lower(${t.email})`, t.zipCode),
  ],
);

/** Files whose delete failed; a cleanup pass retries them (docs/product.md §14.3). */
export const pendingFileDeletes = pgTable('pending_file_deletes', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page views per business per day: a counter only, no visitor data is stored (issue 6). */
export const businessPageViews = pgTable(
  'business_page_views',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] }), check('bpv_views_chk', sql`${t.views} >= 0`)],
);

/**
 * Opening ranges in minutes of the business's local day (an overnight range is split at midnight),
 * with its zone: "open now" is one indexed lookup per zone. Written with opening_hours; the zone
 * follows the zip (a trigger, migration 0007).
 */
export const businessOpenRanges = pgTable(
  'business_open_ranges',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessProfiles.businessId, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    weekday: smallint('weekday').notNull(),
    opensMin: smallint('opens_min').notNull(),
    closesMin: smallint('closes_min').notNull(),
  },
  (t) => [
    check('bor_weekday_chk', sql`${t.weekday} between 0 and 6`),
    check(
      'bor_range_chk',
      sql`${t.opensMin} >= 0 and ${t.opensMin} < ${t.closesMin} and ${t.closesMin} <= 1440`,
    ),
    index('bor_now_idx').on(t.timeZone, t.weekday, t.opensMin, t.closesMin),
    index('bor_business_idx').on(t.businessId),
  ],
);

/**
 * Words of published profiles: typo correction and "did you mean" (migration 0007); how many
 * businesses use each, by its stem, for search's choice of plan per word (migration 0010).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  businesses: integer('businesses').notNull().default(0),
  inName: integer('in_name').notNull().default(0),
  inTitle: integer('in_title').notNull().default(0),
  stem: text('stem').generatedAlwaysAs(sql`(tsvector_to_array(to_tsvector('english'::regconfig, word)))[1]`),
});
