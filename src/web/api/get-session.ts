// GET /api/auth/get-session: the signed-in session, read through TanStack Query (one request shared
// by the nav, guards and pages). A failed check counts as signed out.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { type ApiTransport, api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** What get-session answers for a signed-in browser, as the API contract declares it. */
export type SessionData = NonNullable<ApiResponse<'GET /api/auth/get-session'>>;
export type SessionUser = SessionData['user'];

export const fetchSession = (transport?: ApiTransport) => api('GET /api/auth/get-session', { transport });

/** `transport`: given by the root route's loader (the server's is the app itself). */
export const sessionQueryOptions = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: async () => (await fetchSession(transport)) ?? null,
    staleTime: 60_000,
    retry: false,
  });

/** For a route loader: the session, filling the cache (null when signed out or unknown). */
export function loadSession(client: QueryClient, transport: ApiTransport) {
  return client.ensureQueryData(sessionQueryOptions(transport)).catch(() => null);
}

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const data = query.data ?? null;
  return {
    session: data,
    user: data?.user ?? null,
    isSignedIn: data !== null,
    /** True only while the first check is in flight (not on background refetches). */
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
