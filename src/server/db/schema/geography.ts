import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  exploreGroup: text('explore_group').notNull(),
  isLive: boolean('is_live').notNull().default(false),
});

export const regions = pgTable(
  'regions',
  {
    stateSlug: text('state_slug')
      .notNull()
      .references(() => states.slug, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stateSlug, t.slug] })],
);

export const usZips = pgTable(
  'us_zips',
  {
    zip: text('zip').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    stateCode: text('state_code').notNull(),
    county: text('county').notNull(),
    region: text('region').notNull(),
    /** The zip's centroid (near-me distances) and IANA zone (opening hours). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timeZone: text('time_zone'),
  },
  (t) => [index('us_zips_state_region_idx').on(t.state, t.region)],
);

/** A ZIP code's place as the forms and the demo read it. */
export const zipPlaceColumns = {
  zip: usZips.zip,
  city: usZips.city,
  state: usZips.state,
  stateCode: usZips.stateCode,
  region: usZips.region,
};
