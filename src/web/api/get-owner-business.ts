// GET /api/businesses/:id: the owner's full view of one business (403/404 for someone else's or a
// missing one). The wizard's summary and edit overview and the business dashboard, delete and pause
// pages all read it through this one query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiResult, api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export type OwnerBusiness = ApiResult<'GET /api/businesses/:id'>;

export const getOwnerBusiness = (businessId: string) =>
  api('GET /api/businesses/:id', { params: { id: businessId } });

export const ownerBusinessQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: [...queryKeys.ownerBusiness, businessId],
    queryFn: () => getOwnerBusiness(businessId),
    staleTime: 0,
    // Someone else's or a missing business will not appear by asking again.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });

/** The owner's view of one business, or nothing asked while there is none. */
export const useOwnerBusiness = (businessId: string | null) =>
  useQuery({ ...ownerBusinessQueryOptions(businessId ?? ''), enabled: Boolean(businessId) });

/** True when the server says the business does not exist or is not the viewer's. */
export const isNotFound = (err: unknown) =>
  err instanceof ApiError && (err.status === 403 || err.status === 404);
