// GET /api/admin/me: whether the console is there at all (404 for everyone but operators).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { operatorKeys } from './keys.ts';

export const operatorMeQuery = queryOptions({
  queryKey: operatorKeys.me,
  queryFn: () => apiFetch<ApiResponse<'GET /api/admin/me'>>('/api/admin/me'),
  staleTime: 60_000,
  // A 404 means "not an operator": asking again will not change that.
  retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
});

export const useOperatorMe = () => useQuery(operatorMeQuery);

export const isNotOperator = (err: unknown) => err instanceof ApiError && err.status === 404;
