// GET /api/me: the signed-in person's profile (username for the greeting, zip for the browse button).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

export type Me = ApiResponse<'GET /api/me'>;

export const meQueryOptions = queryOptions({
  queryKey: dashboardKeys.me,
  queryFn: () => apiFetch<Me>('/api/me'),
  staleTime: 0,
});

export const useMe = () => useQuery(meQueryOptions);
