// GET /api/businesses/:id: the owner's full view (403/404 for someone else's or a missing one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** The owner's full view of one business (the dashboard, delete and pause pages read it). */
export type OwnerBusiness = ApiResponse<'GET /api/businesses/:id'>;

export const ownerBusinessQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: dashboardKeys.business(businessId),
    queryFn: () => apiFetch<OwnerBusiness>(`/api/businesses/${encodeURIComponent(businessId)}`),
    staleTime: 0,
    // Someone else's or a missing business will not appear by asking again.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });

export const useOwnerBusiness = (businessId: string) => useQuery(ownerBusinessQueryOptions(businessId));

/** True when the server says the business does not exist or is not the viewer's. */
export const isNotFound = (err: unknown) =>
  err instanceof ApiError && (err.status === 403 || err.status === 404);
