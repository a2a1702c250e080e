// POST /api/auth/sign-in/magic-link: a one-time login link by email.
import { paths } from '../../../config/paths.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';
import { AFTER_LINK_PATH } from '../lib/after-link-path.ts';

export const requestLoginLink = (email: string, transport?: ApiTransport) =>
  api('POST /api/auth/sign-in/magic-link', {
    body: { email, callbackURL: AFTER_LINK_PATH, errorCallbackURL: `${paths.loginLink}?error=expired` },
    transport,
  });
