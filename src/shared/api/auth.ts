// /api/auth: the Better Auth endpoints the product uses, each validated against our schema before
// Better Auth sees it. Their answers are Better Auth's (declared loosely: its own fields may grow);
// their errors leave in our error shape. The server's allow-list is auth-endpoints.ts.
import { z } from 'zod';
import {
  changePasswordSchema,
  changeSignupEmailSchema,
  emailLinkSchema,
  emptyBodySchema,
  getSessionQuery,
  magicLinkVerifyQuery,
  resetLinkQuery,
  resetPasswordSchema,
  signInEmailSchema,
  signInUsernameSchema,
  signUpSchema,
  verifyEmailQuery,
} from '../schemas/auth.ts';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText } from './endpoint.ts';

const dateTime = z.union([z.iso.datetime(), text()]);

export const authUser = z
  .looseObject({
    id: text(),
    email: text(),
    name: text(),
    emailVerified: z.boolean(),
    image: nullableText().optional(),
    username: nullableText().optional(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'AuthUser' });

export const authSession = z
  .looseObject({ id: text(), userId: text(), expiresAt: dateTime, token: text().optional() })
  .meta({ id: 'AuthSession' });

const status = z.looseObject({ status: z.boolean() });
const signedIn = z.looseObject({ token: nullableText(), user: authUser });
/** The emailed links redirect the browser (302) to their callback; without one they answer JSON. */
const redirectOr = (json: z.ZodType) => ({ 200: json, 302: null, 400: errorResponse });

/** Where a confirmation link opened a second time sends the browser (a page of the web app). */
export const CONFIRMATION_USED_PATH = '/confirm-email/used';

const tag = 'Auth';
const auth = '/api/auth';
const mail = { 400: errorResponse, 429: errorResponse };
/** Signing in: 403 before confirming the email, 401 for a wrong password, 429 while backing off. */
const signInResponses = {
  200: signedIn,
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  429: errorResponse,
};

export const authApiEndpoints = [
  endpoint({
    method: 'POST',
    path: `${auth}/sign-up/email`,
    summary: 'Signs up and sends the confirmation email (409 when the username is taken)',
    tag,
    body: signUpSchema,
    responses: { 200: signedIn, ...mail, 409: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/change-signup-email`,
    summary: 'Corrects the address of this browser’s unconfirmed sign-up',
    tag,
    body: changeSignupEmailSchema,
    responses: { 200: signedIn, ...mail, 409: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/sign-in/email`,
    summary: 'Signs in by email (403 before confirming, 401 wrong password, 429 backoff)',
    tag,
    body: signInEmailSchema,
    responses: signInResponses,
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/sign-in/username`,
    summary: 'Signs in by username',
    tag,
    body: signInUsernameSchema,
    responses: signInResponses,
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/sign-in/magic-link`,
    summary: 'Emails a one-time login link (one per address per minute)',
    tag,
    body: emailLinkSchema,
    responses: { 200: status, ...mail },
  }),
  endpoint({
    method: 'GET',
    path: `${auth}/magic-link/verify`,
    summary: 'The emailed login link: signs in, then redirects',
    tag,
    query: magicLinkVerifyQuery,
    responses: redirectOr(signedIn.partial()),
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/send-verification-email`,
    summary: 'Sends the confirmation email again (one per address per minute)',
    tag,
    body: emailLinkSchema,
    responses: { 200: status, ...mail },
  }),
  endpoint({
    method: 'GET',
    path: `${auth}/verify-email`,
    summary: 'The emailed confirmation link: confirms, signs in, redirects',
    tag,
    query: verifyEmailQuery,
    responses: redirectOr(z.looseObject({ status: z.boolean(), user: authUser.nullable().optional() })),
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/request-password-reset`,
    summary: 'Emails a password reset link (one per address per minute)',
    tag,
    body: emailLinkSchema,
    responses: { 200: status, ...mail },
  }),
  endpoint({
    method: 'GET',
    path: `${auth}/reset-password/:token`,
    summary: 'The emailed reset link: redirects to the callback with the token',
    tag,
    params: z.object({ token: text().min(1) }),
    query: resetLinkQuery,
    responses: redirectOr(status),
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/reset-password`,
    summary: 'Sets a new password, ends every session, then signs this browser in',
    tag,
    body: resetPasswordSchema,
    responses: { 200: status, 400: errorResponse },
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/change-password`,
    summary: 'Changes the password and ends every other session',
    tag,
    auth: 'session',
    body: changePasswordSchema,
    responses: { 200: signedIn, 400: errorResponse, 401: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: `${auth}/get-session`,
    summary: 'The current session and user, or null',
    tag,
    auth: 'optional',
    query: getSessionQuery,
    responses: { 200: z.looseObject({ session: authSession, user: authUser }).nullable() },
  }),
  endpoint({
    method: 'POST',
    path: `${auth}/sign-out`,
    summary: 'Signs out on every device',
    tag,
    body: emptyBodySchema,
    responses: { 200: z.looseObject({ success: z.boolean() }) },
  }),
] as const;
