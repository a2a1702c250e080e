// Better Auth calls (docs/api.md § Auth) through apiFetch, so every failure is an ApiError with the
// server's message, code and field errors (ours or Better Auth's flat shape).
import { isEmailIdentifier } from '#shared/schemas/auth.ts';
import { paths } from '../../../config/paths.ts';
import { apiFetch, apiSend } from '../../../lib/api.ts';

const post = <T = unknown>(path: string, json: unknown) =>
  apiFetch<T>(`/api/auth${path}`, { method: 'POST', json });
/** With the answer's headers: the session cookie, for a form handled on the server. */
const send = (path: string, json: unknown) => apiSend(`/api/auth${path}`, { method: 'POST', json });

/** Where emailed confirmation and login links land once they have signed the person in. */
export const AFTER_LINK_PATH = paths.profile;

/** Signs in by email when the identifier has an @, else by (lowercased) username. */
export function signIn(identifier: string, password: string) {
  const value = identifier.trim();
  return isEmailIdentifier(value)
    ? send('/sign-in/email', { email: value, password })
    : send('/sign-in/username', { username: value.toLowerCase(), password });
}

export const signUp = (input: { email: string; username: string; password: string }) =>
  post('/sign-up/email', { ...input, callbackURL: AFTER_LINK_PATH });

/** Corrects the address of this browser's sign-up before it is confirmed (docs/decisions/007). */
export const changeSignupEmail = (email: string, password: string) =>
  post('/change-signup-email', { email, password, callbackURL: AFTER_LINK_PATH });

export const changePassword = (currentPassword: string, newPassword: string) =>
  post('/change-password', { currentPassword, newPassword });

export const resendVerification = (email: string) =>
  post('/send-verification-email', { email, callbackURL: AFTER_LINK_PATH });

export const requestLoginLink = (email: string) =>
  post('/sign-in/magic-link', {
    email,
    callbackURL: AFTER_LINK_PATH,
    errorCallbackURL: `${paths.loginLink}?error=expired`,
  });

export const requestPasswordReset = (email: string) =>
  post('/request-password-reset', { email, redirectTo: paths.resetPassword });

/** Sets the new password; the answer signs this browser in when the account is confirmed. */
export const resetPassword = (token: string, newPassword: string) =>
  send('/reset-password', { token, newPassword });
