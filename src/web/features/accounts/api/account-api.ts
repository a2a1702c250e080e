// The signed-in person's account: GET/PUT /api/me and POST /api/me/delete.
import type { ApiResponse } from '#shared/api/index.ts';
import type { AccountSettingsInput } from '#shared/schemas/account.ts';
import { apiFetch } from '../../../lib/api.ts';

export { type Me, meQueryKey, meQueryOptions } from '../../../lib/me.ts';

export const updateMe = (input: AccountSettingsInput) =>
  apiFetch<ApiResponse<'PUT /api/me'>>('/api/me', { method: 'PUT', json: input });

export const deleteMe = (confirmUsername: string) =>
  apiFetch<ApiResponse<'POST /api/me/delete'>>('/api/me/delete', {
    method: 'POST',
    json: { confirmUsername },
  });

export const usernameExists = (username: string, signal?: AbortSignal) =>
  apiFetch<ApiResponse<'GET /api/usernames/:username/exists'>>(
    `/api/usernames/${encodeURIComponent(username)}/exists`,
    { signal },
  );
