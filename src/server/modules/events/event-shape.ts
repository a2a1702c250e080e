// A listed date as the API answers it, and dates grouped into iCalendar events (docs/decisions/040).
import type { z } from 'zod';
import type { eventDate } from '#shared/api/events.ts';
import { storefrontOf } from '#shared/display/storefront.ts';
import { repeatLabel } from '#shared/events/event-dates.ts';
import { eventWhen, localDateTimeOf } from '#shared/posts/zoned-time.ts';
import type { EventRow } from './events.service.ts';
import type { IcsEvent } from './ics.ts';

export type EventDate = z.infer<typeof eventDate>;

const statusOf = (r: EventRow) => (r.cancelled ? 'cancelled' : r.moved ? 'moved' : 'scheduled');

export const businessPath = (username: string) => `/business/${encodeURIComponent(username)}`;

/** The storefront's street where the business's page shows one (a home business shows its town only). */
function streetOf(r: EventRow): string | null {
  const shop = storefrontOf({
    hasStorefront: r.has_storefront,
    storefrontStreet: r.storefront_street,
    storefrontSuite: r.storefront_suite,
    storefrontCity: r.storefront_city,
    storefrontState: r.storefront_state,
    storefrontZipCode: r.storefront_zip_code,
  });
  return shop ? (shop.suite ? `${shop.street}, ${shop.suite}` : shop.street) : null;
}

export function toEventDate(
  r: EventRow,
  pin: { lng: number; lat: number } | null,
  origin: string,
): EventDate {
  const page = `${origin}${businessPath(r.business_username)}`;
  return {
    postId: r.post_id,
    day: r.on_day,
    localDay: r.local_day,
    title: r.title,
    text: r.body,
    place: r.place,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    timeZone: r.time_zone,
    when: eventWhen(r.starts_at, r.ends_at, r.time_zone),
    repeats: r.repeat_until
      ? repeatLabel(localDateTimeOf(r.first_starts_at, r.time_zone).slice(0, 10), r.repeat_until)
      : null,
    status: statusOf(r),
    url: `${page}#post-${r.post_id}`,
    business: {
      username: r.business_username,
      url: page,
      name: r.business_name,
      city: r.business_city,
      state: r.business_state,
      zip: r.business_zip_code,
      street: streetOf(r),
    },
    pin,
  };
}

/** Where an event is, as a calendar reads it: its place, then the business's street or town. */
function locationOf(r: EventRow): string {
  const town = [r.business_city, r.business_state, r.business_zip_code].filter(Boolean).join(', ');
  const street = streetOf(r);
  return [r.place, street ? `${street}, ${town}` : town].filter(Boolean).join(' — ');
}

/** The dates of each event (in the order their first listed date comes) as one iCalendar event each. */
export function toIcsEvents(rows: EventRow[], origin: string): IcsEvent[] {
  const byPost = new Map<string, EventRow[]>();
  for (const r of rows) byPost.set(r.post_id, [...(byPost.get(r.post_id) ?? []), r]);
  const host = new URL(origin).host;
  return [...byPost.values()].map((dates) => {
    const r = dates[0];
    const page = `${origin}${businessPath(r.business_username)}`;
    return {
      uid: `${r.post_id}@${host}`,
      sequence: r.revision,
      stamp: r.updated_at,
      title: r.title,
      description: `${r.body}\n\n${r.business_name}: ${page}`,
      location: locationOf(r),
      url: `${page}#post-${r.post_id}`,
      organizer: r.business_name,
      zone: r.time_zone,
      firstStart: r.first_starts_at,
      firstEnd: r.first_ends_at,
      repeatUntil: r.repeat_until,
      dates: dates.map((d) => ({
        day: d.on_day,
        startsAt: d.starts_at,
        endsAt: d.ends_at,
        cancelled: d.cancelled,
        moved: d.moved,
      })),
    };
  });
}
