// GET /api/admin/me: whether the console is there at all (404 for everyone but operators). The
// nav's "Admin" link asks the same question under the same key (src/web/api/get-is-operator.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

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
