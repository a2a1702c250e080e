// GET /api/me: the signed-in person's profile. Read by the dashboard (greeting, browse button) and
// account settings, written by settings (which puts the answer back under the same key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export type Me = ApiResult<'GET /api/me'>;

export const getMe = () => api('GET /api/me');

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: getMe,
  staleTime: 0,
});

export const useMe = () => useQuery(meQueryOptions);
