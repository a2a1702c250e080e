// The roundup's "This week near you" (docs/decisions/040): the coming seven days' events of a
// person's favourites and of their alert areas, soonest first, a handful. One walk of the coming
// week's dates in start order (eo_starts_idx), each checked against the person's businesses and places.
import { type SQL, sql } from 'drizzle-orm';
import { eventWhen } from '#shared/posts/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

const METERS_PER_MILE = 1609.344;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Enough to want to look, not a calendar. */
export const WEEK_EVENTS_MAX = 8;

/** A place an alert watches: a state (and region), or a ZIP code's centroid and radius. */
export interface WatchedPlace {
  stateName: string;
  region: string | null;
  lat: number | null;
  lng: number | null;
  radiusMiles: number | null;
}

export interface WeekEvent {
  postId: string;
  title: string;
  when: string;
  place: string | null;
  businessName: string;
  businessUsername: string;
}

function placeCondition(p: WatchedPlace): SQL {
  if (p.lat !== null && p.lng !== null) {
    const meters = (p.radiusMiles ?? 10) * METERS_PER_MILE;
    return sql`exists (select 1 from us_zips z where z.zip = o.zip and z.latitude is not null
      and earth_distance(ll_to_earth(${p.lat}::float8, ${p.lng}::float8), ll_to_earth(z.latitude, z.longitude)) <= ${meters}::float8)`;
  }
  return p.region
    ? sql`(o.state = ${p.stateName} and o.region = ${p.region})`
    : sql`o.state = ${p.stateName}`;
}

/** This week's events of the person's favourites (`userId`) and of `places`. */
export async function weekNear(
  db: Db,
  who: { userId: string | null; places: WatchedPlace[] },
  now: Date,
): Promise<WeekEvent[]> {
  const mine = [
    ...(who.userId
      ? [sql`o.business_id in (select f.business_id from favorites f where f.user_id = ${who.userId})`]
      : []),
    ...who.places.map(placeCondition),
  ];
  if (!mine.length) return [];
  const rows = await queryRows<{
    post_id: string;
    starts_at: Date | string;
    ends_at: Date | string;
    time_zone: string;
    title: string;
    place: string | null;
    business_name: string;
    business_username: string;
  }>(
    db,
    sql`select o.post_id, o.starts_at, o.ends_at, o.time_zone, p.title, p.place, bp.business_name, bp.business_username
      from event_occurrences o
      join business_profiles bp on bp.business_id = o.business_id and bp.is_published
      join states st on st.name = bp.business_state and st.is_live
      join business_posts p on p.id = o.post_id
      where o.starts_at >= ${now.toISOString()}::timestamptz
        and o.starts_at < ${new Date(now.getTime() + WEEK_MS).toISOString()}::timestamptz
        and not o.cancelled and (${sql.join(mine, sql` or `)})
      order by o.starts_at, o.post_id limit ${WEEK_EVENTS_MAX}`,
  );
  return rows.map((r) => ({
    postId: r.post_id,
    title: r.title,
    when: eventWhen(r.starts_at, r.ends_at, r.time_zone),
    place: r.place,
    businessName: r.business_name,
    businessUsername: r.business_username,
  }));
}

const link = (origin: string, e: WeekEvent) =>
  `${origin}/business/${encodeURIComponent(e.businessUsername)}#post-${e.postId}`;

export function weekText(events: WeekEvent[], origin: string): string {
  if (!events.length) return '';
  const lines = events.map(
    (e) =>
      `- ${e.when}: ${e.title}, ${e.businessName}${e.place ? ` (${e.place})` : ''}\n  ${link(origin, e)}`,
  );
  return `This week near you\n\n${lines.join('\n')}\n\nEvery event: ${origin}/events`;
}

export function weekHtml(events: WeekEvent[], origin: string): string {
  if (!events.length) return '';
  const rows = events
    .map(
      (e) =>
        `<tr><td style="padding:8px 0;font-size:15px;line-height:1.4"><span style="color:#6b6157">${escapeHtml(e.when)}</span><br><a href="${escapeHtml(link(origin, e))}" style="color:#2f5d3a;font-weight:bold;text-decoration:none">${escapeHtml(e.title)}</a> · ${escapeHtml(e.businessName)}${e.place ? `<br>${escapeHtml(e.place)}` : ''}</td></tr>`,
    )
    .join('');
  return `<tr><td style="font-family:Georgia,serif;font-size:24px;color:#2f5d3a;padding:24px 0 8px">This week near you</td></tr>
${rows}
<tr><td style="padding-top:12px"><a href="${escapeHtml(`${origin}/events`)}" style="color:#b5562f">Every event near you</a></td></tr>`;
}
