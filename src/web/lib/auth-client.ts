// Better Auth client for sign-in/sign-up/magic-link/reset flows. Import it lazily
// (`await import('#web/lib/auth-client.ts')`) from event handlers so public routes stay light.
// Read the session with `useSession()` (api/get-session.ts), not this client's own hook, and
// invalidate `queryKeys.session` after anything that signs in or out.
import { magicLinkClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [usernameClient(), magicLinkClient()],
});

export type AuthClient = typeof authClient;
