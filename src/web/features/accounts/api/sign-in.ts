// POST /api/auth/sign-in/email or /username (Better Auth, declared in the contract); a failure is an
// ApiError with the server's message, code and field errors. With the answer's headers: the
// session cookie, for a form handled on the server.
import { isEmailIdentifier } from '#shared/schemas/auth.ts';
import { type ApiTransport, apiWithHeaders } from '../../../lib/api.ts';

/** Signs in by email when the identifier has an @, else by (lowercased) username. */
export function signIn(identifier: string, password: string, transport?: ApiTransport) {
  const value = identifier.trim();
  return isEmailIdentifier(value)
    ? apiWithHeaders('POST /api/auth/sign-in/email', { body: { email: value, password }, transport })
    : apiWithHeaders('POST /api/auth/sign-in/username', {
        body: { username: value.toLowerCase(), password },
        transport,
      });
}
