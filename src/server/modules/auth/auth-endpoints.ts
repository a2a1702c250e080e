// The allow-list of Better Auth endpoints the product uses, with the schema each one's input must
// pass before Better Auth sees it. Everything else under /api/auth is 404: an endpoint we never
// use (update-user, change-email, delete-user, list-sessions …) is an endpoint nobody reviewed.
import type { z } from 'zod';
import { authApiEndpoints } from '#shared/api/auth.ts';

/** Which 60-second per-address email cooldown an endpoint is under (one email per address per kind). */
export type MailKind = 'verify' | 'magic' | 'reset';

type WithoutPrefix<P> = P extends `/api/auth${infer Rest}` ? Rest : never;
/** An allowed endpoint's path below /api/auth, e.g. '/sign-up/email'. */
export type AuthPath = WithoutPrefix<(typeof authApiEndpoints)[number]['path']>;

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  path: AuthPath;
  body?: z.ZodType;
  query?: z.ZodType;
  mail?: MailKind;
}

const MAIL: Partial<Record<AuthPath, MailKind>> = {
  '/sign-up/email': 'verify',
  '/change-signup-email': 'verify',
  '/send-verification-email': 'verify',
  '/sign-in/magic-link': 'magic',
  '/request-password-reset': 'reset',
};

/** The endpoints the API contract declares under /api/auth (src/shared/api/auth.ts), and no other. */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = authApiEndpoints.map((e) => {
  const path = e.path.slice('/api/auth'.length) as AuthPath;
  return {
    method: e.method as AuthEndpoint['method'],
    path,
    ...('body' in e ? { body: e.body } : {}),
    ...('query' in e ? { query: e.query } : {}),
    ...(MAIL[path] ? { mail: MAIL[path] } : {}),
  };
});
