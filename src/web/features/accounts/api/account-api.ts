// The signed-in person's account: GET/PUT /api/me and POST /api/me/delete.
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import type { AccountSettingsInput } from '#shared/schemas/account.ts';
import { apiFetch } from '../../../lib/api.ts';

/** GET /api/me, as the API contract declares it. */
export type Me = ApiResponse<'GET /api/me'>;

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: () => apiFetch<Me>('/api/me'),
  staleTime: 0,
});

export const updateMe = (input: AccountSettingsInput) =>
  apiFetch<Me>('/api/me', { method: 'PUT', json: input });

export const deleteMe = (confirmUsername: string) =>
  apiFetch<{ deleted: boolean }>('/api/me/delete', { method: 'POST', json: { confirmUsername } });

export const usernameExists = (username: string, signal?: AbortSignal) =>
  apiFetch<{ exists: boolean }>(`/api/usernames/${encodeURIComponent(username)}/exists`, { signal });
