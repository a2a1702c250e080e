// Events near me (docs/decisions/040): the coming dates of events across businesses (GET /api/events,
// what /events shows), and an owner cancelling, moving or restoring one date of an event.
import { z } from 'zod';
import { eventsQuerySchema } from '../events/events-query.ts';
import { eventDateChangeSchema } from '../posts/post-schema.ts';
import { text } from '../schemas/text.ts';
import { mapPin } from './business.ts';
import { endpoint, errorResponse, nullableText, segment, timestamp } from './endpoint.ts';

const tag = 'Events';

export const eventDate = z
  .strictObject({
    postId: z.uuid(),
    /** The date as scheduled (YYYY-MM-DD, local): with postId, this date's identity. */
    day: text(),
    /** The day it starts on, in its own zone: the list is grouped by it. */
    localDay: text(),
    title: text(),
    text: text(),
    place: nullableText(),
    startsAt: timestamp(),
    endsAt: timestamp(),
    timeZone: text(),
    /** "Sat, Dec 12 · 10 am – 2 pm", read in the event's zone. */
    when: text(),
    /** "Every Saturday until Mar 27" for a weekly event. */
    repeats: nullableText(),
    status: z.enum(['scheduled', 'cancelled', 'moved']),
    /** The event on its business's page, absolute (calendars and structured data link it). */
    url: text(),
    business: z.strictObject({
      username: text(),
      url: text(),
      name: text(),
      city: nullableText(),
      state: text(),
      zip: nullableText(),
      /** The storefront's street, only where the business's page shows one. */
      street: nullableText(),
    }),
    pin: mapPin
      .nullable()
      .describe('The business’s ZIP code centroid (the map view’s pins), never more precise.'),
  })
  .meta({ id: 'EventDate' });

export const eventsPage = z
  .strictObject({
    items: z.array(eventDate),
    nextCursor: nullableText(),
    /** The local days shown (to: null for every coming date). */
    days: z.strictObject({ from: text(), to: nullableText() }),
    near: z.strictObject({ zip: text(), city: text(), state: text() }).nullable(),
    area: z.strictObject({ state: text(), region: nullableText() }).nullable(),
  })
  .meta({ id: 'EventsPage' });

const dateParams = z.object({ id: segment(), postId: segment(), day: segment() });
const ownerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const eventEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/events',
    summary: 'Coming dates of events near a ZIP code or in a state or region, by time, with search’s filters',
    tag,
    query: eventsQuerySchema,
    responses: { 200: eventsPage, 400: errorResponse },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/businesses/:id/posts/:postId/dates/:day',
    summary: 'Cancels one date of an event ({"cancelled":true}) or moves it ({"startsAt","endsAt"}, local)',
    tag,
    auth: 'owner',
    params: dateParams,
    body: eventDateChangeSchema,
    responses: { 200: z.strictObject({ changed: z.literal(true) }), ...ownerErrors, 409: errorResponse },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/businesses/:id/posts/:postId/dates/:day',
    summary: 'Puts one date of an event back as scheduled',
    tag,
    auth: 'owner',
    params: dateParams,
    responses: { 200: z.strictObject({ changed: z.literal(true) }), ...ownerErrors, 409: errorResponse },
  }),
] as const;
