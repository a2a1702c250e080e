// The signed-in person's devices: GET /api/me/sessions, signing out one, or all the others.
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';

export type Device = ApiResponse<'GET /api/me/sessions'>['sessions'][number];

export const devicesQueryOptions = queryOptions({
  queryKey: ['me', 'sessions'] as const,
  queryFn: async () => (await apiFetch<ApiResponse<'GET /api/me/sessions'>>('/api/me/sessions')).sessions,
  staleTime: 0,
});

export const signOutDevice = (id: string) =>
  apiFetch<ApiResponse<'DELETE /api/me/sessions/:id'>>(`/api/me/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const signOutOtherDevices = () =>
  apiFetch<ApiResponse<'POST /api/me/sessions/sign-out-others'>>('/api/me/sessions/sign-out-others', {
    method: 'POST',
  });
