// GET /api/me/businesses: the signed-in owner's businesses (at most three). Read by /profile, the
// dashboard tiles and the wizard's intro, invalidated after any change to a business.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from './api.ts';
import { sharedKeys } from './query-keys.ts';

export type MyBusiness = ApiResponse<'GET /api/me/businesses'>['items'][number];

export const myBusinessesQueryKey = sharedKeys.myBusinesses;

export const myBusinessesQueryOptions = queryOptions({
  queryKey: myBusinessesQueryKey,
  queryFn: async () => (await apiFetch<ApiResponse<'GET /api/me/businesses'>>('/api/me/businesses')).items,
  staleTime: 0,
});

export const useMyBusinesses = () => useQuery(myBusinessesQueryOptions);
