// The signed-in person's profile and deleting their account.
import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { accountSettingsSchema, confirmDeleteSchema } from '../schemas/account.ts';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, timestamp } from './endpoint.ts';

export const profile = z
  .strictObject({
    id: text(),
    email: text(),
    username: nullableText(),
    firstName: text(),
    lastName: text(),
    birthday: text().describe("'YYYY-MM-DD', or '' for none."),
    zip: text().describe("Five digits, or '' for none."),
    language: z.enum(LOCALES).describe('The language of their emails.'),
    usernameChangedAt: timestamp().nullable(),
    nextUsernameChangeAt: timestamp().nullable().describe('Set while the 7-day username cooldown runs.'),
  })
  .meta({ id: 'Profile' });

const tag = 'Account';

export const accountEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/me',
    summary: 'The caller’s profile',
    tag,
    auth: 'session',
    responses: { 200: profile },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/me',
    summary: 'Updates the profile (429 `username_cooldown` while a username change waits; 409 taken)',
    tag,
    auth: 'session',
    body: accountSettingsSchema,
    responses: { 200: profile, 400: errorResponse, 409: errorResponse, 429: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/me/delete',
    summary: 'Deletes the account with its businesses, favourites and files',
    tag,
    auth: 'session',
    body: confirmDeleteSchema,
    responses: {
      200: z.strictObject({
        deleted: z.literal(true),
        businesses: z.number().int().min(0),
        filesPending: z.number().int().min(0).describe('File deletes queued for retry.'),
      }),
      400: errorResponse,
    },
  }),
] as const;
