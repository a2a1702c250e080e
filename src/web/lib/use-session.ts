// The signed-in session, read from Better Auth's GET /api/auth/get-session through TanStack Query
// (one request shared by the nav, guards and pages). A failed check counts as signed out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from './api.ts';

/** What get-session answers for a signed-in browser, as the API contract declares it. */
export type SessionData = NonNullable<ApiResponse<'GET /api/auth/get-session'>>;
export type SessionUser = SessionData['user'];

export const sessionQueryKey = ['session'] as const;

export const fetchSession = () => apiFetch<SessionData | null>('/api/auth/get-session');

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async () => (await fetchSession()) ?? null,
  staleTime: 60_000,
  retry: false,
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
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
