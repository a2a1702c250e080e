// Owners outside live states join the waitlist.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { waitlistSchema } from '../schemas/waitlist.ts';
import { endpoint, errorResponse, nullableText } from './endpoint.ts';

/** The token of a waitlist email's unsubscribe link (src/server/modules/waitlist/unsubscribe-token.ts). */
export const unsubscribeQuery = z.strictObject({
  token: text()
    .min(1, 'This unsubscribe link is not complete.')
    .max(600, 'This unsubscribe link is not valid.'),
});

export const waitlistEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/waitlist',
    summary:
      'Joins the waitlist (the same email and zip are stored once); answers the zip’s place. A zip in a live state answers 409 `state_live` and stores nothing.',
    tag: 'Waitlist',
    body: waitlistSchema,
    responses: {
      201: z.strictObject({ city: nullableText(), state: nullableText() }),
      400: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/waitlist/unsubscribe',
    summary: 'One-click unsubscribe from waitlist email (RFC 8058: the body is ignored)',
    tag: 'Waitlist',
    query: unsubscribeQuery,
    responses: {
      200: z.strictObject({ unsubscribed: z.literal(true) }),
      400: errorResponse,
      429: errorResponse,
    },
  }),
] as const;
