// POST /api/auth/sign-in/magic-link: a one-time login link by email, landing in the page's language.
import { type Locale, localizedPath } from '#shared/i18n/locale.ts';
import { paths } from '../../../config/paths.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';
import { afterLinkPath } from '../lib/after-link-path.ts';

export const requestLoginLink = (email: string, locale: Locale, transport?: ApiTransport) =>
  api('POST /api/auth/sign-in/magic-link', {
    body: {
      email,
      callbackURL: afterLinkPath(locale),
      errorCallbackURL: `${localizedPath(paths.loginLink, locale)}?error=expired`,
    },
    transport,
  });
