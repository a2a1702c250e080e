// GET /api/me/businesses: the signed-in owner's businesses (at most three). Read by /profile, the
// dashboard tiles and the wizard's intro, invalidated after any change to a business.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export type MyBusiness = ApiResult<'GET /api/me/businesses'>['items'][number];

export const getMyBusinesses = async () => (await api('GET /api/me/businesses')).items;

export const myBusinessesQueryOptions = queryOptions({
  queryKey: queryKeys.myBusinesses,
  queryFn: getMyBusinesses,
  staleTime: 0,
});

export const useMyBusinesses = () => useQuery(myBusinessesQueryOptions);
