// The allow-list of Better Auth endpoints the product uses, with the schema each one's input must
// pass before Better Auth sees it. Everything else under /api/auth is 404: an endpoint we never
// use (update-user, change-email, delete-user, list-sessions …) is an endpoint nobody reviewed.
import type { z } from 'zod';
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
} from '#shared/schemas/auth.ts';

/** Which 60-second per-address email cooldown an endpoint is under (one email per address per kind). */
export type MailKind = 'verify' | 'magic' | 'reset';

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  mail?: MailKind;
}

export const AUTH_ENDPOINTS = [
  { method: 'POST', path: '/sign-up/email', body: signUpSchema, mail: 'verify' },
  { method: 'POST', path: '/change-signup-email', body: changeSignupEmailSchema, mail: 'verify' },
  { method: 'POST', path: '/sign-in/email', body: signInEmailSchema },
  { method: 'POST', path: '/sign-in/username', body: signInUsernameSchema },
  { method: 'POST', path: '/sign-in/magic-link', body: emailLinkSchema, mail: 'magic' },
  { method: 'GET', path: '/magic-link/verify', query: magicLinkVerifyQuery },
  { method: 'POST', path: '/send-verification-email', body: emailLinkSchema, mail: 'verify' },
  { method: 'GET', path: '/verify-email', query: verifyEmailQuery },
  { method: 'POST', path: '/request-password-reset', body: emailLinkSchema, mail: 'reset' },
  { method: 'GET', path: '/reset-password/:token', query: resetLinkQuery },
  { method: 'POST', path: '/reset-password', body: resetPasswordSchema },
  { method: 'POST', path: '/change-password', body: changePasswordSchema },
  { method: 'GET', path: '/get-session', query: getSessionQuery },
  { method: 'POST', path: '/sign-out', body: emptyBodySchema },
] as const satisfies readonly AuthEndpoint[];

export type AuthPath = (typeof AUTH_ENDPOINTS)[number]['path'];
