// Fetchers for the wizard's endpoints (docs/api.md: businesses, steps, publish, username check).
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import type { StepResult } from './types.ts';

const business = (id: string) => `/api/businesses/${encodeURIComponent(id)}`;

export const createBusiness = (businessType: 'shop' | 'service') =>
  apiFetch<ApiResponse<'POST /api/businesses', 201>>('/api/businesses', {
    method: 'POST',
    json: { businessType },
  });

export const getStep = <T>(id: string, step: number) => apiFetch<T>(`${business(id)}/steps/${step}`);

export const putStep = (id: string, step: number, body: unknown) =>
  apiFetch<StepResult>(`${business(id)}/steps/${step}`, { method: 'PUT', json: body });

export async function isBusinessUsernameAvailable(
  username: string,
  businessId: string | null,
  signal?: AbortSignal,
) {
  const query = businessId ? `?businessId=${encodeURIComponent(businessId)}` : '';
  const res = await apiFetch<ApiResponse<'GET /api/business-usernames/:username/available'>>(
    `/api/business-usernames/${encodeURIComponent(username)}/available${query}`,
    { signal },
  );
  return res.available;
}
