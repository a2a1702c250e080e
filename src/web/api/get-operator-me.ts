// GET /api/admin/me: whether the signed-in person is an operator (404 for everyone else). The
// console's gate and the nav's "Admin" link ask it under one key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';
import { api } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useSession } from './get-session.ts';

export const getOperatorMe = () => api('GET /api/admin/me');

export const operatorMeQueryOptions = queryOptions({
  queryKey: queryKeys.operatorMe,
  queryFn: getOperatorMe,
  staleTime: 60_000,
  // A 404 means "not an operator": asking again will not change that.
  retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
});

export const useOperatorMe = () => useQuery(operatorMeQueryOptions);

export const isNotOperator = (err: unknown) => err instanceof ApiError && err.status === 404;

/** For the nav: only a confirmed, signed-in person is asked, and never twice. */
export function useIsOperator(): boolean {
  const { isSignedIn, user } = useSession();
  const query = useQuery({
    ...operatorMeQueryOptions,
    enabled: isSignedIn && Boolean(user?.emailVerified),
    retry: false,
  });
  return isSignedIn && query.isSuccess;
}
