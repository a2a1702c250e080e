// POST /api/auth/request-password-reset: a reset link by email, landing in the page's language.
import { type Locale, localizedPath } from '#shared/i18n/locale.ts';
import { paths } from '../../../config/paths.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';

export const requestPasswordReset = (email: string, locale: Locale, transport?: ApiTransport) =>
  api('POST /api/auth/request-password-reset', {
    body: { email, redirectTo: localizedPath(paths.resetPassword, locale) },
    transport,
  });
