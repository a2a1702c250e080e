// POST /api/auth/request-password-reset: a reset link by email.
import { paths } from '../../../config/paths.ts';
import { type ApiTransport, api } from '../../../lib/api.ts';

export const requestPasswordReset = (email: string, transport?: ApiTransport) =>
  api('POST /api/auth/request-password-reset', {
    body: { email, redirectTo: paths.resetPassword },
    transport,
  });
