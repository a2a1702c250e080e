// Owners' posts (updates, offers, events): the owner writes, edits and deletes them from the
// dashboard; anyone reads a published business's live ones (its page's "Latest" and its feed).
import { z } from 'zod';
import { POST_KINDS, postBodySchema } from '../posts/post-schema.ts';
import { multilineText, text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, segment, timestamp } from './endpoint.ts';

const tag = 'Posts';

/** A post as the public sees it. Event times are instants; `when` reads them in the business's zone. */
export const publicPost = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(POST_KINDS),
    title: text(),
    text: multilineText(),
    photoUrl: nullableText(),
    offerEndsOn: nullableText().describe('An offer’s last day (YYYY-MM-DD), local to the business.'),
    startsAt: timestamp().nullable(),
    endsAt: timestamp().nullable(),
    timeZone: nullableText(),
    place: nullableText(),
    /** "Sat, Dec 6 · 10 am – 2 pm" for an event, "Until Sun, Dec 14" for an offer; null for an update. */
    when: nullableText(),
    repeatUntil: nullableText().describe('A weekly event’s last day (YYYY-MM-DD), local to the business.'),
    /** "Every Saturday until Mar 27" for a weekly event; null otherwise. */
    repeats: nullableText(),
    createdAt: timestamp(),
  })
  .meta({ id: 'Post' });

export const ownerEventDate = z
  .strictObject({
    day: text().describe('The date as scheduled (YYYY-MM-DD, local): the address of its changes.'),
    startsAt: timestamp(),
    endsAt: timestamp(),
    when: text(),
    cancelled: z.boolean(),
    moved: z.boolean(),
  })
  .meta({ id: 'OwnerEventDate' });

/** The owner's view adds the wall-clock fields the form edits and why a post no longer shows. */
export const ownerPost = publicPost
  .extend({
    status: z.enum(['live', 'expired', 'hidden']),
    hiddenReason: nullableText().describe('Why the marketplace team hid it, as the owner reads it.'),
    hiddenNote: nullableText(),
    eventStartsAt: nullableText(),
    eventEndsAt: nullableText(),
    expiresAt: timestamp(),
    /** An event's coming dates, each as it is now (cancelled, moved or as scheduled). */
    dates: z.array(ownerEventDate),
  })
  .meta({ id: 'OwnerPost' });

export const postAllowance = z.strictObject({
  live: z.number().int(),
  maxLive: z.number().int(),
  postedToday: z.number().int(),
  perDay: z.number().int(),
  /** When the next post may be made, if today's are used up. */
  nextAllowed: timestamp().nullable(),
});

const ownerParams = z.object({ id: segment() });
const postParams = z.object({ id: segment(), postId: segment() });
const ownerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const postEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/businesses/:id/posts',
    summary: 'The owner’s posts (live, expired and hidden), newest first, with what is left of the limits',
    tag,
    auth: 'owner',
    params: ownerParams,
    responses: {
      200: z.strictObject({ items: z.array(ownerPost), allowance: postAllowance }),
      ...ownerErrors,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/businesses/:id/posts',
    summary: 'Posts an update, offer or event (3 a day, 10 live at once)',
    tag,
    auth: 'owner',
    params: ownerParams,
    body: postBodySchema,
    responses: { 201: ownerPost, ...ownerErrors, 409: errorResponse, 429: errorResponse },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/businesses/:id/posts/:postId',
    summary: 'Edits a post (its kind may change; the limits do not count an edit)',
    tag,
    auth: 'owner',
    params: postParams,
    body: postBodySchema,
    responses: { 200: ownerPost, ...ownerErrors, 409: errorResponse },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/businesses/:id/posts/:postId',
    summary: 'Deletes a post (and its photo)',
    tag,
    auth: 'owner',
    params: postParams,
    responses: { 200: z.strictObject({ deleted: z.literal(true) }), ...ownerErrors },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/businesses/:id/posts/:postId/photo',
    summary: 'Adds or replaces a post’s photo (multipart field "file"; the same checks as product photos)',
    tag,
    auth: 'owner',
    params: postParams,
    bodyType: 'multipart',
    responses: { 200: ownerPost, ...ownerErrors, 413: errorResponse, 415: errorResponse, 429: errorResponse },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/businesses/:id/posts/:postId/photo',
    summary: 'Removes a post’s photo',
    tag,
    auth: 'owner',
    params: postParams,
    responses: { 200: ownerPost, ...ownerErrors },
  }),
  endpoint({
    method: 'GET',
    path: '/api/businesses/by-username/:username/posts',
    summary: 'A published business’s live posts: events by date first, then the rest newest first',
    tag,
    params: z.object({ username: text().min(1).max(60) }),
    responses: {
      200: z.strictObject({ items: z.array(publicPost) }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
] as const;
