// Field rules shared by every form that has them.
import { MSG } from './messages.ts';
import { text } from './text.ts';

export const USERNAME_PATTERN = /^[a-z0-9._-]*$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Returns the first message a username breaks (docs/product.md §9.1), or null when it is valid. */
export function usernameProblem(username: string): string | null {
  if (!USERNAME_PATTERN.test(username)) return MSG.usernameChars;
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return MSG.usernameLength;
  return null;
}

export const usernameField = text().superRefine((value, ctx) => {
  const problem = usernameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A digit in any script (Arabic-Indic, Devanagari …), not only 0-9. */
const DIGIT = /\p{Nd}/u;
/** A symbol is neither a letter (with its accents) nor a digit in any script, nor a space: 'é' is a letter. */
const SYMBOL = /[^\p{L}\p{M}\p{Nd}\s]/u;

/** The one password rule, for sign-up, reset and change (the server applies it on every path). */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX) return MSG.passwordTooLong;
  if (password.length < PASSWORD_MIN || !DIGIT.test(password) || !SYMBOL.test(password))
    return MSG.passwordRule;
  return null;
}

export const passwordField = text().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

// A basic shape check (docs/product.md §9.1); the mailbox itself proves the rest.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = text().trim().max(254, MSG.email).regex(EMAIL_PATTERN, MSG.email);

export const zipField = text().regex(/^\d{5}$/, MSG.zip);
