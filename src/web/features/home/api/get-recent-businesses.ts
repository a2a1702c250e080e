// GET /api/businesses/recent: the 3 newest published businesses for the home page (cached 5 minutes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiTransport, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getRecentBusinesses = async (signal?: AbortSignal, transport?: ApiTransport) =>
  (await api('GET /api/businesses/recent', { signal, transport })).items;

/** `transport`: given by the route's loader (the server's is the app itself). */
export const recentBusinessesQueryOptions = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: queryKeys.recentBusinesses,
    queryFn: ({ signal }) => getRecentBusinesses(signal, transport),
    staleTime: 5 * 60_000,
  });

export function useRecentBusinesses() {
  return useQuery(recentBusinessesQueryOptions());
}
