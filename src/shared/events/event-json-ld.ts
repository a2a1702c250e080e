// An event date as schema.org `Event` structured data (docs/decisions/040): the properties Google's
// event rich results require (name, startDate, location with an address) and those it recommends
// (endDate, eventStatus, organizer, description). The place is the business's town and ZIP code; a
// street only where its page shows a storefront.
import type { z } from 'zod';
import type { eventDate } from '../api/events.ts';

type EventDate = z.infer<typeof eventDate>;

const STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  moved: 'https://schema.org/EventRescheduled',
} as const;

export function eventJsonLd(e: EventDate) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.text,
    startDate: e.startsAt,
    endDate: e.endsAt,
    eventStatus: STATUS[e.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: e.url,
    location: {
      '@type': 'Place',
      name: e.place ?? e.business.name,
      address: {
        '@type': 'PostalAddress',
        ...(e.business.street ? { streetAddress: e.business.street } : {}),
        ...(e.business.city ? { addressLocality: e.business.city } : {}),
        addressRegion: e.business.state,
        ...(e.business.zip ? { postalCode: e.business.zip } : {}),
        addressCountry: 'US',
      },
    },
    organizer: { '@type': 'Organization', name: e.business.name, url: e.business.url },
  };
}

/** "Saturday, December 12" for a local day (YYYY-MM-DD). */
export const dayHeading = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
