// GET /api/admin/me for the nav's "Admin" link: only a confirmed, signed-in person is asked, and a
// 404 (everyone but operators) is not asked again. The console's gate reads the same key with its
// own retry (features/operator/api/get-operator-me.ts); kept apart so every page's script does not
// carry the console's.
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useSession } from './get-session.ts';

export function useIsOperator(): boolean {
  const { isSignedIn, user } = useSession();
  const query = useQuery({
    queryKey: queryKeys.operatorMe,
    queryFn: () => api('GET /api/admin/me'),
    enabled: isSignedIn && Boolean(user?.emailVerified),
    staleTime: 60_000,
    retry: false,
  });
  return isSignedIn && query.isSuccess;
}
