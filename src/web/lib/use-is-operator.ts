// Whether the signed-in person is an operator, for the nav's "Admin" link. The same question and
// cache key as the console's own gate (GET /api/admin/me: 404 for everyone else, never retried).
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api.ts';
import { useSession } from './use-session.ts';

export function useIsOperator(): boolean {
  const { isSignedIn, user } = useSession();
  const query = useQuery({
    queryKey: ['operator', 'me'],
    queryFn: () => apiFetch<{ email: string }>('/api/admin/me'),
    enabled: isSignedIn && Boolean(user?.emailVerified),
    staleTime: 60_000,
    retry: false,
  });
  return isSignedIn && query.isSuccess;
}
