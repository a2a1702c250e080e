// GET /api/businesses/:id: the owner's full view of one business (403/404 for someone else's or a
// missing one). The wizard's summary and edit overview and the business dashboard, delete and pause
// pages all read it through this one query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { ApiError, apiFetch } from './api.ts';

export type OwnerBusiness = ApiResponse<'GET /api/businesses/:id'>;

export const ownerBusinessKey = (businessId: string) => ['business', businessId] as const;

export const getOwnerBusiness = (businessId: string) =>
  apiFetch<OwnerBusiness>(`/api/businesses/${encodeURIComponent(businessId)}`);

export const ownerBusinessQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: ownerBusinessKey(businessId),
    queryFn: () => getOwnerBusiness(businessId),
    staleTime: 0,
    // Someone else's or a missing business will not appear by asking again.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });

export const useOwnerBusiness = (businessId: string) => useQuery(ownerBusinessQueryOptions(businessId));

/** True when the server says the business does not exist or is not the viewer's. */
export const isNotFound = (err: unknown) =>
  err instanceof ApiError && (err.status === 403 || err.status === 404);
