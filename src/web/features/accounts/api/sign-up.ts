// POST /api/auth/sign-up/email: a new account; the confirmation link signs it in at /profile. The
// page's language becomes the account's: its emails are written in it (ADR 042).
import type { Locale } from '#shared/i18n/locale.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';
import { afterLinkPath } from '../lib/after-link-path.ts';

/** `transport`: the browser's fetch, or the app itself for a form answered on the server. */
export const signUp = (
  input: { email: string; username: string; password: string },
  locale: Locale,
  transport?: ApiTransport,
) =>
  api('POST /api/auth/sign-up/email', {
    body: { ...input, language: locale, callbackURL: afterLinkPath(locale) },
    transport,
  });
