// Better Auth calls (docs/api.md § Auth) through apiFetch, so every failure is an ApiError with the
// server's message, code and field errors (ours or Better Auth's flat shape).
import { isEmailIdentifier } from '#shared/schemas/auth.ts';
import { paths } from '../../../config/paths.ts';
import { type ApiTransport, apiFetch, apiSend } from '../../../lib/api.ts';

// `transport`: the browser's fetch, or the app itself for a form answered on the server.
const post = <T = unknown>(path: string, json: unknown, transport?: ApiTransport) =>
  apiFetch<T>(`/api/auth${path}`, { method: 'POST', json, transport });
/** With the answer's headers: the session cookie, for a form handled on the server. */
const send = (path: string, json: unknown, transport?: ApiTransport) =>
  apiSend(`/api/auth${path}`, { method: 'POST', json, transport });

/** Where emailed confirmation and login links land once they have signed the person in. */
export const AFTER_LINK_PATH = paths.profile;

/** Signs in by email when the identifier has an @, else by (lowercased) username. */
export function signIn(identifier: string, password: string, transport?: ApiTransport) {
  const value = identifier.trim();
  return isEmailIdentifier(value)
    ? send('/sign-in/email', { email: value, password }, transport)
    : send('/sign-in/username', { username: value.toLowerCase(), password }, transport);
}

export const signUp = (
  input: { email: string; username: string; password: string },
  transport?: ApiTransport,
) => post('/sign-up/email', { ...input, callbackURL: AFTER_LINK_PATH }, transport);

/** Corrects the address of this browser's sign-up before it is confirmed (docs/decisions/007). */
export const changeSignupEmail = (email: string, password: string) =>
  post('/change-signup-email', { email, password, callbackURL: AFTER_LINK_PATH });

export const changePassword = (currentPassword: string, newPassword: string) =>
  post('/change-password', { currentPassword, newPassword });

export const resendVerification = (email: string) =>
  post('/send-verification-email', { email, callbackURL: AFTER_LINK_PATH });

export const requestLoginLink = (email: string, transport?: ApiTransport) =>
  post(
    '/sign-in/magic-link',
    { email, callbackURL: AFTER_LINK_PATH, errorCallbackURL: `${paths.loginLink}?error=expired` },
    transport,
  );

export const requestPasswordReset = (email: string, transport?: ApiTransport) =>
  post('/request-password-reset', { email, redirectTo: paths.resetPassword }, transport);

/** Sets the new password; the answer signs this browser in when the account is confirmed. */
export const resetPassword = (token: string, newPassword: string, transport?: ApiTransport) =>
  send('/reset-password', { token, newPassword }, transport);
