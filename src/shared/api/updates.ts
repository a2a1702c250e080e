// A signed-in person's "Updates" (the posts of their favourites) and their digest settings, and
// the digest email's one-click unsubscribe.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText } from './endpoint.ts';
import { publicPost } from './posts.ts';

const tag = 'Updates';
const frequency = z.enum(['off', 'daily', 'weekly'], 'Choose off, daily or weekly.');
const settings = z.strictObject({
  frequency,
  offer: z.boolean().describe('True once the person has a favourite and was never offered the digest.'),
});

export const updatesQuery = z.strictObject({ cursor: text().max(200).optional() });
export const digestBody = z.strictObject({ frequency });
/** Marking seen writes: a request with anything unexpected in it is refused, not half-understood. */
export const noQuery = z.strictObject({});
export const tokenQuery = z.strictObject({ token: text().min(1).max(300) });

export const updatePost = publicPost
  .extend({ businessName: text(), businessUsername: text() })
  .meta({ id: 'UpdatePost' });

export const updatesEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/me/updates',
    summary: 'Live posts of the caller’s favourites, newest first (20 a page)',
    tag,
    auth: 'session',
    query: updatesQuery,
    responses: {
      200: z.strictObject({
        items: z.array(updatePost),
        nextCursor: nullableText(),
        unseen: z.number().int(),
      }),
      400: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/me/updates/unseen',
    summary: 'How many posts of favourites arrived since the caller last looked (up to 99)',
    tag,
    auth: 'session',
    responses: { 200: z.strictObject({ unseen: z.number().int() }) },
  }),
  endpoint({
    method: 'POST',
    path: '/api/me/updates/seen',
    summary: 'Marks every update as seen',
    tag,
    auth: 'session',
    query: noQuery,
    responses: { 200: z.strictObject({ unseen: z.number().int() }), 400: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/me/digest',
    summary: 'The caller’s email digest setting (off by default)',
    tag,
    auth: 'session',
    responses: { 200: settings },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/me/digest',
    summary: 'Sets the email digest: off, daily or weekly (answering the offer also ends it)',
    tag,
    auth: 'session',
    body: digestBody,
    responses: { 200: settings, 400: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/digest/unsubscribe',
    summary: 'One-click unsubscribe from the digest (RFC 8058; the token comes from the email)',
    tag,
    query: tokenQuery,
    responses: {
      200: z.strictObject({ unsubscribed: z.literal(true) }),
      400: errorResponse,
      429: errorResponse,
    },
  }),
] as const;
