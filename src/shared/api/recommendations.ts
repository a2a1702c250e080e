// Neighbours recommend (docs/decisions/027-neighbour-recommendations.md): a confirmed shopper's one
// recommendation of a business with an optional note; the page's count and notes; the owner's one
// public answer; reports on notes; and the console's queue of held, reported and hidden ones.
import { z } from 'zod';
import { NOTE_HIDE_REASON_SLUGS, REPORT_REASON_SLUGS } from '../catalogues/moderation.ts';
import { recommendBodySchema, replyBodySchema } from '../recommendations/recommend-schema.ts';
import { noteHideSchema, reportSchema } from '../schemas/moderation.ts';
import { multilineText, text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, segment, timestamp } from './endpoint.ts';

const tag = 'Recommendations';
const count = () => z.number().int().min(0);

/** A note as the public reads it: a first name or username and a city, never an email. */
export const publicNote = z
  .strictObject({
    id: z.uuid(),
    name: text(),
    city: nullableText(),
    note: multilineText(),
    createdAt: timestamp(),
    reply: z.strictObject({ text: multilineText(), repliedAt: timestamp() }).nullable(),
  })
  .meta({ id: 'RecommendationNote' });

/** The caller's own recommendation of a business. */
export const myRecommendation = z
  .strictObject({
    id: z.uuid(),
    note: multilineText().nullable(),
    status: z.enum(['counted', 'held', 'hidden']).describe('held: waiting for the team before it counts.'),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'MyRecommendation' });

const mine = z.strictObject({
  recommendation: myRecommendation.nullable(),
  refusal: z
    .strictObject({
      code: z.enum(['email_unconfirmed', 'own_business', 'account_too_new']),
      message: text(),
      allowedFrom: timestamp().nullable(),
    })
    .nullable()
    .describe('Why the caller cannot recommend this business now (null: they can).'),
});

const businessParams = z.object({ id: segment() });
const replyParams = z.object({ id: segment(), recommendationId: segment() });
const idParams = z.object({ id: segment() });
const ownerErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

const hiddenPart = z.strictObject({
  hiddenAt: timestamp(),
  reason: z.enum(NOTE_HIDE_REASON_SLUGS),
  note: multilineText().nullable(),
});

export const recommendationGroup = z
  .strictObject({
    recommendation: z.strictObject({
      id: z.uuid(),
      name: text(),
      note: multilineText().nullable(),
      status: z.enum(['counted', 'held']),
      createdAt: timestamp(),
      accountCreatedAt: timestamp().describe('How old the account is tells a burst from neighbours.'),
    }),
    business: z.strictObject({
      businessId: z.uuid(),
      businessName: text().nullable(),
      businessUsername: text().nullable(),
    }),
    openReports: count(),
    reasons: z.array(z.strictObject({ reason: z.enum(REPORT_REASON_SLUGS), count: count() })),
    reports: z.array(
      z.strictObject({
        id: z.uuid(),
        reason: z.enum(REPORT_REASON_SLUGS),
        details: multilineText().nullable(),
        createdAt: timestamp(),
      }),
    ),
    hidden: hiddenPart.nullable(),
  })
  .meta({ id: 'RecommendationGroup' });

export const recommendationQueueQuery = z.strictObject({
  status: z.enum(['held', 'open', 'hidden']).optional(),
});

const operator = 'operator' as const;

/** An operator's action on one recommendation that answers whether it changed anything. */
const changeAction = <const P extends string>(path: P, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    summary,
    tag,
    auth: operator,
    params: idParams,
    responses: { 200: z.strictObject({ changed: z.boolean() }), 404: errorResponse },
  });

export const recommendationEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/businesses/by-username/:username/recommendations',
    summary: 'A published business’s recommendation count and its notes, newest first, paged',
    tag,
    params: z.object({ username: text().min(1).max(60) }),
    query: z.strictObject({ cursor: text().max(200).optional() }),
    responses: {
      200: z.strictObject({ count: count(), items: z.array(publicNote), nextCursor: nullableText() }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/businesses/:id/recommendation',
    summary: 'The caller’s recommendation of a business, and whether they may make one now',
    tag,
    auth: 'session',
    params: businessParams,
    responses: { 200: mine, 401: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/businesses/:id/recommendation',
    summary:
      'Recommends a business with an optional note, or edits the note (confirmed accounts a day old; not your own)',
    tag,
    auth: 'session',
    params: businessParams,
    body: recommendBodySchema,
    responses: { 200: mine, ...ownerErrors, 429: errorResponse },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/businesses/:id/recommendation',
    summary: 'Withdraws the caller’s recommendation (idempotent)',
    tag,
    auth: 'session',
    params: businessParams,
    responses: { 200: mine, 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/businesses/:id/recommendations/:recommendationId/reply',
    summary: 'The owner answers a note, once, publicly',
    tag,
    auth: 'owner',
    params: replyParams,
    body: replyBodySchema,
    responses: { 200: publicNote, ...ownerErrors, 409: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/recommendations/:recommendationId/reports',
    summary:
      'Reports a shown note (signed in or not; the business’s owner too, never its writer: 403 own_note); the reporter is never shown',
    tag,
    auth: 'optional',
    params: z.object({ recommendationId: segment() }),
    body: reportSchema,
    responses: {
      201: z.strictObject({ received: z.literal(true) }),
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
      429: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/recommendations',
    summary: 'Recommendations for the team: held bursts (default), reported notes, or hidden ones',
    tag,
    auth: operator,
    query: recommendationQueueQuery,
    responses: {
      200: z.strictObject({ items: z.array(recommendationGroup) }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  changeAction('/api/admin/recommendations/:id/approve', 'Lets a held recommendation count'),
  endpoint({
    method: 'POST',
    path: '/api/admin/recommendations/:id/hide',
    summary:
      'Hides a recommendation and its note (it stops counting) for one of the note reasons; resolves its reports',
    tag,
    auth: operator,
    params: idParams,
    body: noteHideSchema,
    responses: {
      200: z.strictObject({ changed: z.boolean(), hidden: hiddenPart }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  changeAction('/api/admin/recommendations/:id/restore', 'Shows a hidden recommendation again'),
  endpoint({
    method: 'POST',
    path: '/api/admin/recommendations/:id/dismiss',
    summary: 'Dismisses a note’s open reports',
    tag,
    auth: operator,
    params: idParams,
    responses: { 200: z.strictObject({ dismissed: count() }), 404: errorResponse },
  }),
] as const;
