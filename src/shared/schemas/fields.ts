// Field rules shared by every form that has them.
import { z } from 'zod';
import { MSG } from './messages.ts';

export const USERNAME_PATTERN = /^[a-z0-9._-]*$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Returns the first §5 message a username breaks, or null when it is valid. */
export function usernameProblem(username: string): string | null {
  if (!USERNAME_PATTERN.test(username)) return MSG.usernameChars;
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return MSG.usernameLength;
  return null;
}

export const usernameField = z.string().superRefine((value, ctx) => {
  const problem = usernameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX) return MSG.passwordTooLong;
  if (password.length < PASSWORD_MIN || !/\d/.test(password) || !/[^A-Za-z0-9\s]/.test(password))
    return MSG.passwordRule;
  return null;
}

export const passwordField = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

// A basic shape check (spec: "email basic shape"); the mailbox itself proves the rest.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = z.string().trim().max(254, MSG.email).regex(EMAIL_PATTERN, MSG.email);

export const zipField = z.string().regex(/^\d{5}$/, MSG.zip);
