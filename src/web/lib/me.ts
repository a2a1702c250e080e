// GET /api/me: the signed-in person's profile. Read by the dashboard (greeting, browse button) and
// account settings, written by settings (which puts the answer back under the same key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from './api.ts';

export type Me = ApiResponse<'GET /api/me'>;

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: () => apiFetch<Me>('/api/me'),
  staleTime: 0,
});

export const useMe = () => useQuery(meQueryOptions);
