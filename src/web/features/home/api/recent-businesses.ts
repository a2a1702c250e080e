// GET /api/businesses/recent: the 3 newest published businesses for the home page (cached 5 minutes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { type ApiTransport, apiFetch } from '../../../lib/api.ts';

/** `transport`: given by the route's loader (the server's is the app itself). */
export const recentBusinessesQueryOptions = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: ['businesses', 'recent'],
    queryFn: ({ signal }) =>
      apiFetch<ApiResponse<'GET /api/businesses/recent'>>('/api/businesses/recent', {
        signal,
        transport,
      }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });

export function useRecentBusinesses() {
  return useQuery(recentBusinessesQueryOptions());
}
