// Reports and moderation (docs/product.md §23): anyone reports a public business; operators work
// the queue (dismiss, hide, restore); the owner of a hidden business asks once for a review.
import { z } from 'zod';
import { HIDE_REASON_SLUGS, REPORT_REASON_SLUGS } from '../catalogues/moderation.ts';
import { POST_KINDS } from '../posts/post-schema.ts';
import { hideSchema, reportSchema, reviewRequestSchema } from '../schemas/moderation.ts';
import { multilineText, text } from '../schemas/text.ts';
import { businessCard } from './business.ts';
import { endpoint, errorResponse, segment, timestamp } from './endpoint.ts';

const count = () => z.number().int().min(0);

/** How a hidden business's owner sees the hide: never who hid it, nor who reported it. */
export const ownerModeration = z
  .strictObject({
    hiddenAt: timestamp(),
    reason: z.enum(HIDE_REASON_SLUGS),
    note: multilineText().nullable(),
    reviewRequestedAt: timestamp().nullable(),
    reviewClosed: z.boolean().describe('The team kept it hidden after the review request.'),
  })
  .meta({ id: 'OwnerModeration' });

export const moderationRecord = ownerModeration
  .extend({ hiddenBy: text(), reviewMessage: multilineText().nullable() })
  .meta({ id: 'ModerationRecord' });

/** What a queue entry says of its open reports, for businesses and posts alike. */
const reportsPart = {
  openReports: count(),
  reasons: z.array(z.strictObject({ reason: z.enum(REPORT_REASON_SLUGS), count: count() })),
  newestAt: timestamp().nullable(),
  reports: z
    .array(
      z.strictObject({
        id: z.uuid(),
        reason: z.enum(REPORT_REASON_SLUGS),
        details: multilineText().nullable(),
        createdAt: timestamp(),
      }),
    )
    .describe('The newest open reports (at most 10).'),
};

export const reportGroup = z
  .strictObject({
    business: businessCard.extend({ isPublished: z.boolean() }),
    ...reportsPart,
    hidden: moderationRecord.nullable(),
  })
  .meta({ id: 'ReportGroup' });

const postHide = z.strictObject({
  hiddenAt: timestamp(),
  reason: z.enum(HIDE_REASON_SLUGS),
  note: multilineText().nullable(),
});

export const postReportGroup = z
  .strictObject({
    post: z.strictObject({
      id: z.uuid(),
      kind: z.enum(POST_KINDS),
      title: text(),
      text: multilineText(),
      photoUrl: text().nullable(),
      createdAt: timestamp(),
      expired: z.boolean(),
    }),
    business: z.strictObject({
      businessId: z.uuid(),
      businessName: text().nullable(),
      businessUsername: text().nullable(),
    }),
    ...reportsPart,
    hidden: postHide.nullable(),
  })
  .meta({ id: 'PostReportGroup' });

/** Which part of the queue: open reports and review requests (default), or hidden businesses. */
export const queueQuery = z.strictObject({ status: z.enum(['open', 'hidden']).optional() });

const idParams = z.object({ id: segment() });
const postParams = z.object({ postId: segment() });
const tag = 'Moderation';
/** A report is taken (201) or refused: bad input, nothing public there, or too many reports. */
const reportReceived = {
  201: z.strictObject({ received: z.literal(true) }),
  400: errorResponse,
  404: errorResponse,
  429: errorResponse,
};
const auth = 'operator' as const;

export const moderationEndpoints = [
  endpoint({
    method: 'POST',
    path: '/api/businesses/:id/reports',
    summary: 'Reports a public business (signed in or not); the reporter is never shown to the owner',
    tag,
    auth: 'optional',
    params: idParams,
    body: reportSchema,
    responses: reportReceived,
  }),
  endpoint({
    method: 'POST',
    path: '/api/businesses/:id/review-request',
    summary: 'The owner of a hidden business asks the team, once, to review it',
    tag,
    auth: 'owner',
    params: idParams,
    body: reviewRequestSchema,
    responses: {
      201: z.strictObject({ moderation: ownerModeration }),
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    summary:
      'The moderation queue by business, newest first: open reports and review requests, or hidden businesses',
    tag,
    auth,
    query: queueQuery,
    responses: {
      200: z.strictObject({ items: z.array(reportGroup) }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/businesses/:id/dismiss',
    summary: 'Dismisses a business’s open reports (and answers a review request by keeping it hidden)',
    tag,
    auth,
    params: idParams,
    responses: {
      200: z.strictObject({ dismissed: count(), reviewClosed: z.boolean() }),
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/businesses/:id/hide',
    summary: 'Hides a business from every public page with a reason; its owner is emailed',
    tag,
    auth,
    params: idParams,
    body: hideSchema,
    responses: {
      200: z.strictObject({ changed: z.boolean(), hidden: moderationRecord }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/businesses/:id/restore',
    summary:
      'Restores a hidden business (public again if it was and is still complete); its owner is emailed',
    tag,
    auth,
    params: idParams,
    responses: {
      200: z.strictObject({ changed: z.boolean(), republished: z.boolean() }),
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/posts/:postId/reports',
    summary: 'Reports a live post of a public business (signed in or not); the reporter is never shown',
    tag,
    auth: 'optional',
    params: postParams,
    body: reportSchema,
    responses: reportReceived,
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/post-reports',
    summary: 'The posts’ moderation queue, newest first: reported posts, or hidden ones',
    tag,
    auth,
    query: queueQuery,
    responses: {
      200: z.strictObject({ items: z.array(postReportGroup) }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/posts/:id/dismiss',
    summary: 'Dismisses a post’s open reports',
    tag,
    auth,
    params: idParams,
    responses: { 200: z.strictObject({ dismissed: count() }), 404: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/posts/:id/hide',
    summary: 'Hides a post from the business page, Updates, feeds, digests and cards; its owner sees why',
    tag,
    auth,
    params: idParams,
    body: hideSchema,
    responses: {
      200: z.strictObject({ changed: z.boolean(), hidden: postHide }),
      400: errorResponse,
      404: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/posts/:id/restore',
    summary: 'Shows a hidden post again (if it has not ended meanwhile)',
    tag,
    auth,
    params: idParams,
    responses: { 200: z.strictObject({ changed: z.boolean() }), 404: errorResponse },
  }),
] as const;
