// What the sign-in, sign-up and password forms accept, and what the auth API accepts (the server
// validates every auth request against these before Better Auth sees it).
import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { EMAIL_PATTERN, emailField, PASSWORD_MAX, passwordField, usernameField } from './fields.ts';
import { MSG } from './messages.ts';
import { text } from './text.ts';

/** Where an emailed link may send the browser afterwards: a path on this site, never another host. */
export const callbackPath = text()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, /*i18n*/ 'Must be a path on this site.');

/** A password someone already has (sign-in, current password): no rule beyond its length. */
const existingPassword = text().min(1, MSG.required).max(PASSWORD_MAX, MSG.passwordTooLong);

/** What the API accepts for sign-up (the form adds the retyped password on top). */
export const signUpSchema = z.strictObject({
  email: emailField,
  username: usernameField,
  password: passwordField,
  name: text().max(100).optional(),
  callbackURL: callbackPath.optional(),
  /** The sign-up page's language: the account's emails are written in it (ADR 042). */
  language: z.enum(LOCALES).optional(),
});

/** Correcting the address of a sign-up not yet confirmed (docs/decisions/007). */
export const changeSignupEmailSchema = z.strictObject({
  email: emailField,
  password: passwordField,
  callbackURL: callbackPath.optional(),
});

export const signInEmailSchema = z.strictObject({
  email: text().trim().min(1, MSG.required).max(254, MSG.email),
  password: existingPassword,
  rememberMe: z.boolean().optional(),
  callbackURL: callbackPath.optional(),
});

export const signInUsernameSchema = z.strictObject({
  username: text().trim().min(1, MSG.required).max(60),
  password: existingPassword,
  rememberMe: z.boolean().optional(),
  callbackURL: callbackPath.optional(),
});

/** Resend confirmation, one-time login link, password reset: an address and where the link leads. */
export const emailLinkSchema = z.strictObject({
  email: emailField,
  callbackURL: callbackPath.optional(),
  errorCallbackURL: callbackPath.optional(),
  redirectTo: callbackPath.optional(),
});

const token = text().min(1, MSG.required).max(512);

export const resetPasswordSchema = z.strictObject({ token, newPassword: passwordField });

export const changePasswordSchema = z.strictObject({
  currentPassword: existingPassword,
  newPassword: passwordField,
  /** Always true on the server: a changed password ends every other session. */
  revokeOtherSessions: z.boolean().optional(),
});

export const emptyBodySchema = z.strictObject({});

export const verifyEmailQuery = z.strictObject({ token, callbackURL: callbackPath.optional() });
export const magicLinkVerifyQuery = z.strictObject({
  token,
  callbackURL: callbackPath.optional(),
  errorCallbackURL: callbackPath.optional(),
  newUserCallbackURL: callbackPath.optional(),
});
export const resetLinkQuery = z.strictObject({ callbackURL: callbackPath });
export const getSessionQuery = z.strictObject({
  disableCookieCache: z.enum(['true', 'false']).optional(),
  disableRefresh: z.enum(['true', 'false']).optional(),
});

export const signUpFormSchema = z
  .object({
    email: emailField,
    username: usernameField,
    password: passwordField,
    confirmPassword: text(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const loginFormSchema = z.object({
  identifier: text().trim().min(1, MSG.required),
  password: text().min(1, MSG.required),
});

/** An identifier with an @ is an email; anything else is a username. */
export const isEmailIdentifier = (identifier: string) => identifier.includes('@');

/** The one field of the forms that email a link (login link, password reset). */
export const emailLinkFormSchema = z.object({
  email: text().trim().min(1, MSG.required).regex(EMAIL_PATTERN, MSG.email),
});

/** A new password, twice (the reset form). */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
