// POST /api/auth/sign-up/email: a new account; the confirmation link signs it in at /profile.
import { type ApiTransport, api } from '../../../lib/api.ts';
import { AFTER_LINK_PATH } from '../lib/after-link-path.ts';

/** `transport`: the browser's fetch, or the app itself for a form answered on the server. */
export const signUp = (
  input: { email: string; username: string; password: string },
  transport?: ApiTransport,
) => api('POST /api/auth/sign-up/email', { body: { ...input, callbackURL: AFTER_LINK_PATH }, transport });
