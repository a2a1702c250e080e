// "Download my data" and one business as JSON: everything we hold about the person, in the open
// (issue 27 item 3; docs/decisions/018-your-data.md).
import { z } from 'zod';
import { openingHoursSchema } from '../hours/hours-schema.ts';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, segment, timestamp, uuid } from './endpoint.ts';
import { deviceSession } from './sessions.ts';

const photo = z.strictObject({
  kind: z.enum(['owner', 'logo', 'product']),
  url: text().describe('Absolute URL of the stored image.'),
});

const exportedPost = z.strictObject({
  id: uuid(),
  kind: text(),
  title: text(),
  text: text(),
  photoUrl: nullableText().describe('Absolute URL of the stored image.'),
  offerEndsOn: nullableText(),
  startsAt: timestamp().nullable(),
  endsAt: timestamp().nullable(),
  timeZone: nullableText(),
  place: nullableText(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  expiresAt: timestamp(),
  hiddenAt: timestamp().nullable(),
  hiddenReason: nullableText(),
  hiddenNote: nullableText(),
});

/** An owner's one answer to a recommendation's note (docs/decisions/027-neighbour-recommendations.md). */
const noteAnswer = z.strictObject({ text: text(), answeredAt: timestamp() });

export const businessExport = z
  .strictObject({
    businessId: uuid(),
    publicUrl: nullableText().describe('The public page, once the business has a username.'),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    onboardingStep: z.number().int(),
    isPublished: z.boolean(),
    termsAcceptedAt: timestamp().nullable(),
    region: nullableText(),
    steps: z
      .record(text(), z.record(text(), z.unknown()))
      .describe('Every wizard step (1–14) with the fields it holds; step 9 includes the pricing items.'),
    openingHours: openingHoursSchema.nullable(),
    photos: z.array(photo),
    pageViews: z.array(z.strictObject({ day: text(), views: z.number().int() })),
    posts: z.array(exportedPost).describe('Its posts (live, ended and hidden; deleted ones are gone).'),
    recommendationNotes: z
      .array(z.strictObject({ note: text(), writtenAt: timestamp(), answer: noteAnswer.nullable() }))
      .describe(
        'Neighbours’ notes on the business as its page shows them, and every note the owner answered, each with the owner’s answer; who wrote a note is left out.',
      ),
  })
  .meta({ id: 'BusinessExport' });

export const accountExport = z
  .strictObject({
    exportedAt: timestamp(),
    account: z.strictObject({
      id: text(),
      email: text(),
      emailVerified: z.boolean(),
      username: nullableText(),
      firstName: nullableText(),
      lastName: nullableText(),
      birthday: nullableText(),
      zip: nullableText(),
      createdAt: timestamp(),
      usernameChangedAt: timestamp().nullable(),
      operator: z.boolean(),
      signInMethods: z.array(text()).describe('"credential" is a password; its hash is never exported.'),
    }),
    sessions: z.array(deviceSession).describe('Signed-in devices, without addresses or tokens.'),
    favorites: z.array(
      z.strictObject({
        businessId: uuid(),
        businessName: nullableText(),
        businessUsername: nullableText(),
        favoritedAt: timestamp(),
      }),
    ),
    businesses: z.array(businessExport),
    recommendations: z
      .array(
        z.strictObject({
          businessId: uuid(),
          businessName: nullableText(),
          note: nullableText(),
          status: text().describe('counted, or held for the team'),
          hidden: z.boolean(),
          createdAt: timestamp(),
          answer: noteAnswer
            .nullable()
            .describe('The business owner’s answer to the note, if they gave one.'),
        }),
      )
      .describe('Businesses the person recommends, with their notes and the owners’ answers.'),
    reports: z
      .array(
        z.strictObject({
          businessId: uuid(),
          businessName: nullableText(),
          reason: text(),
          details: nullableText(),
          createdAt: timestamp(),
          resolvedAt: timestamp().nullable(),
          resolution: nullableText(),
        }),
      )
      .describe('Reports the person made about businesses.'),
    postReports: z
      .array(
        z.strictObject({
          postId: uuid(),
          postTitle: text(),
          reason: text(),
          details: nullableText(),
          createdAt: timestamp(),
          resolvedAt: timestamp().nullable(),
          resolution: nullableText(),
        }),
      )
      .describe('Reports the person made about posts.'),
    digest: z
      .strictObject({
        frequency: text(),
        offeredAt: timestamp().nullable(),
        updatesSeenAt: timestamp().nullable(),
        lastSentAt: timestamp().nullable(),
      })
      .nullable()
      .describe('The email digest of their favourites’ news, once it has been offered or set.'),
    alerts: z
      .array(
        z.strictObject({
          state: text(),
          region: nullableText(),
          zipCode: nullableText(),
          radiusMiles: z.number().int().nullable(),
          confirmedAt: timestamp().nullable(),
          createdAt: timestamp(),
        }),
      )
      .describe('Alerts about new businesses in a place, by account or by the account’s email address.'),
    waitlist: z
      .array(
        z.strictObject({
          businessName: text(),
          ownerName: text(),
          category: text(),
          zipCode: text(),
          joinedAt: timestamp(),
          unsubscribedAt: timestamp().nullable(),
        }),
      )
      .describe('Waitlist entries made with the account’s email address.'),
  })
  .meta({ id: 'AccountExport' });

const tag = 'Account';

export const dataExportEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/me/export',
    summary: 'Downloads everything held about the caller as one JSON file (5 an hour)',
    tag,
    auth: 'session',
    responses: { 200: accountExport, 429: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/businesses/:id/export',
    summary: 'Downloads one of the caller’s businesses as a JSON file',
    tag: 'Businesses',
    auth: 'owner',
    params: z.object({ id: segment() }),
    responses: { 200: businessExport, 403: errorResponse, 404: errorResponse },
  }),
] as const;
