// /events (docs/decisions/040): the coming dates of showing events of live, published businesses,
// near a ZIP code (its ring, as near-me search measures) or in a state or region, in a period of
// local days, with search's value filters, in time order and paged by a cursor. One index range of
// event_occurrences by place and time: the business's place is copied beside each date (migration
// 0020), so a page reads its own rows and one business row each.
import { type SQL, sql } from 'drizzle-orm';
import { daysOf, EVENTS_PAGE_SIZE, type EventsQuery } from '#shared/events/events-query.ts';
import { localDateTimeOf } from '#shared/posts/zoned-time.ts';
import { RADIUS_MAX_MILES } from '#shared/search/search-query.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ApiError } from '../../lib/errors.ts';
import type { stateCache } from '../geography/state-cache.ts';
import { timeZoneFor } from '../geography/time-zone.ts';
import type { IndexKeeper } from '../search/index/index-keeper.ts';
import { decodeEventsCursor, type EventsCursor, encodeEventsCursor } from './events-cursor.ts';

export interface EventRow {
  post_id: string;
  on_day: string;
  starts_at: Date;
  ends_at: Date;
  cancelled: boolean;
  moved: boolean;
  local_day: string;
  time_zone: string;
  title: string;
  body: string;
  place: string | null;
  repeat_until: string | null;
  revision: number;
  updated_at: Date;
  first_starts_at: Date;
  first_ends_at: Date;
  business_id: string;
  business_username: string;
  business_name: string;
  business_city: string | null;
  business_state: string;
  business_region: string | null;
  business_zip_code: string | null;
  has_storefront: boolean | null;
  storefront_street: string | null;
  storefront_suite: string | null;
  storefront_city: string | null;
  storefront_state: string | null;
  storefront_zip_code: string | null;
}

/** What a page of events asked, resolved: its place (for the heading), its days, its rows. */
export interface EventsAnswer {
  rows: EventRow[];
  nextCursor: string | null;
  days: { from: string; to: string | null };
  place: { zip: string; city: string; state: string } | { state: string; region: string | null } | null;
  zone: string;
}

const FALLBACK_ZONE = 'America/New_York';
/** A ring with more than this share of the businesses is read in time order (placeOf). */
const DENSE_RING = 1 / 50;

const filtered = (q: EventsQuery) => Boolean(q.category?.length || q.identity?.length || q.offering?.length);

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'invalid_input', message, { fields: { [field]: message } });

/** Columns of a listed date: the date, its event, the business (its street only where its page shows one). */
const COLUMNS = sql`o.post_id, o.on_day::text as on_day, o.starts_at, o.ends_at, o.cancelled, o.moved,
  o.local_day::text as local_day, o.time_zone, p.title, p.body, p.place, p.repeat_until::text as repeat_until,
  p.revision, p.updated_at, p.starts_at as first_starts_at, p.ends_at as first_ends_at,
  bp.business_id, bp.business_username, bp.business_name, bp.business_city, bp.business_state,
  bp.business_region, bp.business_zip_code, bp.has_storefront, bp.storefront_street, bp.storefront_suite,
  bp.storefront_city, bp.storefront_state, bp.storefront_zip_code`;

/** Rows of dates that show: the business published in a live state, the post showing (the trigger keeps only those). */
const FROM = sql`from event_occurrences o
  join business_profiles bp on bp.business_id = o.business_id and bp.is_published
  join states st on st.name = bp.business_state and st.is_live
  join business_posts p on p.id = o.post_id`;

export function eventsService(db: Db, states: ReturnType<typeof stateCache>, keeper: IndexKeeper) {
  /** The place's condition and the zone whose "today" the period starts from. */
  async function placeOf(
    q: EventsQuery,
  ): Promise<{ where: SQL; zone: string; place: EventsAnswer['place'] }> {
    if (q.zip) {
      const index = await keeper.ready();
      const found = index.zips.byZip.get(q.zip);
      if (!found) throw fieldError('zip', 'Unknown ZIP code.');
      const ring = index.zips.ring(found.lat, found.lng, q.radius ?? RADIUS_MAX_MILES);
      // A ring that holds many businesses (a city's 25 miles) is read in time order, its ZIP codes a
      // hashed test on each date, and stops at the page; a sparse one (a village's 5 miles), or any
      // ring with a value filter (which would reject most of the dates walked), by its ZIP codes' index
      // ranges. Reading a dense ring by ZIP code read and sorted all its dates.
      let inRing = 0;
      for (const zip of ring.zips) inRing += index.slotsWith('zip', zip)?.length ?? 0;
      const zips = sql`${sql.param(ring.zips)}::text[]`;
      return {
        where:
          inRing > index.live * DENSE_RING && !filtered(q)
            ? sql`(o.zip || '') = any(${zips})`
            : sql`o.zip = any(${zips})`,
        zone: found.timeZone ?? FALLBACK_ZONE,
        place: { zip: found.zip, city: found.city, state: found.state },
      };
    }
    if (q.state) {
      const state = await states.state(q.state);
      if (!state) throw fieldError('state', 'Unknown state.');
      const zone = timeZoneFor(state.code, '') ?? FALLBACK_ZONE;
      if (!q.region)
        return { where: sql`o.state = ${state.name}`, zone, place: { state: state.name, region: null } };
      const region = await states.region(state.slug, q.region);
      if (!region) throw fieldError('region', 'Unknown region.');
      return {
        where: sql`o.state = ${state.name} and o.region = ${region.name}`,
        zone,
        place: { state: state.name, region: region.name },
      };
    }
    return { where: sql`true`, zone: FALLBACK_ZONE, place: null };
  }

  /** Search's value filters on the business: any of the categories, every identity and offering. */
  function filters(q: EventsQuery): SQL {
    const parts: SQL[] = [];
    if (q.category?.length) parts.push(sql`bp.business_categories && ${sql.param(q.category)}::text[]`);
    if (q.identity?.length) parts.push(sql`bp.business_identities @> ${sql.param(q.identity)}::text[]`);
    if (q.offering?.length) parts.push(sql`bp.business_offering @> ${sql.param(q.offering)}::text[]`);
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  }

  /** A page of dates (or every date up to `limit`, for a calendar feed). */
  return async function listEvents(
    q: EventsQuery,
    limit = EVENTS_PAGE_SIZE,
    now = new Date(),
  ): Promise<EventsAnswer> {
    const cursor: EventsCursor | null = q.cursor ? decodeEventsCursor(q.cursor) : null;
    if (q.cursor && !cursor) throw fieldError('cursor', 'Invalid cursor.');
    const { where, zone, place } = await placeOf(q);
    const today = localDateTimeOf(now, zone).slice(0, 10);
    const days = daysOf(q.when || q.from || q.to ? q : { when: 'week' }, today);
    // Local days are a day either side of UTC at most: the instants bound the index range, the days decide.
    const low = new Date(Date.parse(`${days.from}T00:00:00Z`) - 86_400_000);
    const high = days.to ? new Date(Date.parse(`${days.to}T00:00:00Z`) + 2 * 86_400_000) : null;
    const after = cursor
      ? sql`and (o.starts_at, o.post_id, o.on_day) > (${cursor.s}::timestamptz, ${cursor.p}::uuid, ${cursor.d}::date)`
      : sql``;
    const rows = await queryRows<EventRow>(
      db,
      sql`select ${COLUMNS} ${FROM}
        where ${where} and o.ends_at > ${now.toISOString()}::timestamptz
          and o.starts_at >= ${low.toISOString()}::timestamptz ${high ? sql`and o.starts_at < ${high.toISOString()}::timestamptz` : sql``}
          and o.local_day >= ${days.from}::date ${days.to ? sql`and o.local_day <= ${days.to}::date` : sql``}
          and ${filters(q)} ${after}
        order by o.starts_at, o.post_id, o.on_day limit ${limit + 1}`,
    );
    const shown = rows.slice(0, limit).map(asDates);
    const last = shown.at(-1);
    return {
      rows: shown,
      nextCursor:
        rows.length > limit && last
          ? encodeEventsCursor({ s: last.starts_at.toISOString(), p: last.post_id, d: last.on_day })
          : null,
      days,
      place,
      zone,
    };
  };
}

/** node-postgres answers instants as Dates, PGlite too; a text column stays text. */
function asDates(row: EventRow): EventRow {
  const at = (v: Date | string) => (v instanceof Date ? v : new Date(v));
  return {
    ...row,
    starts_at: at(row.starts_at),
    ends_at: at(row.ends_at),
    updated_at: at(row.updated_at),
    first_starts_at: at(row.first_starts_at),
    first_ends_at: at(row.first_ends_at),
  };
}

/** Every coming date of these events, for their calendar file. */
export const datesOfEvents = (db: Db, ids: string[]) =>
  ids.length ? eventDatesOf(db, sql`o.post_id = any(${sql.param(ids)}::uuid[])`) : Promise.resolve([]);

/** Every coming date of a business's events. */
export const datesOfBusiness = (db: Db, username: string) =>
  // By the business's key, found by the unique index on lower(username) as every page finds it, so its
  // dates are one range of eo_business_idx (a plain username comparison read every business).
  eventDatesOf(
    db,
    sql`o.business_id = (select b.business_id from business_profiles b where lower(b.business_username) = lower(${username}))`,
  );

/** Whether the business's page shows (published, in a live state): its calendar may be empty. */
export async function businessShows(db: Db, username: string) {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from business_profiles bp join states st on st.name = bp.business_state and st.is_live
      where lower(bp.business_username) = lower(${username}) and bp.is_published`,
  );
  return rows.length > 0;
}

function eventDatesOf(db: Db, where: SQL, now = new Date()): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`select ${COLUMNS} ${FROM} where ${where} and o.ends_at > ${now.toISOString()}::timestamptz
      order by o.starts_at, o.post_id, o.on_day limit 1000`,
  ).then((rows) => rows.map(asDates));
}
