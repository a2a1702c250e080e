// The signed-in session, read from Better Auth's GET /api/auth/get-session through TanStack Query
// (one request shared by the nav, guards and pages). A failed check counts as signed out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api.ts';

/** The user as get-session sends it (dates are ISO strings in JSON). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  zip?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionData {
  session: { id: string; userId: string; expiresAt: string };
  user: SessionUser;
}

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
