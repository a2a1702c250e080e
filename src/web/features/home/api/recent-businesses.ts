// GET /api/businesses/recent: the 3 newest published businesses for the home page (cached 5 minutes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';

export const recentBusinessesQueryOptions = queryOptions({
  queryKey: ['businesses', 'recent'],
  queryFn: ({ signal }) =>
    apiFetch<ApiResponse<'GET /api/businesses/recent'>>('/api/businesses/recent', { signal }).then(
      (r) => r.items,
    ),
  staleTime: 5 * 60_000,
});

export function useRecentBusinesses() {
  return useQuery(recentBusinessesQueryOptions);
}
