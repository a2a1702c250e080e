// POST /api/auth/reset-password: sets the new password; the answer signs this browser in when the
// account is confirmed (its headers carry the cookie, for a form handled on the server).
import { type ApiTransport, apiWithHeaders } from '../../../lib/api.ts';

export const resetPassword = (token: string, newPassword: string, transport?: ApiTransport) =>
  apiWithHeaders('POST /api/auth/reset-password', { body: { token, newPassword }, transport });
