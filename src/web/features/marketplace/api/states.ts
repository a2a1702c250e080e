// GET /api/states and GET /api/states/:slug/regions: the explore page and the market pills.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { type ApiTransport, apiFetch } from '../../../lib/api.ts';

export type StateRow = ApiResponse<'GET /api/states'>['states'][number];
export type RegionRow = ApiResponse<'GET /api/states/:slug/regions'>['regions'][number];

const FIVE_MINUTES = 5 * 60_000;

/** `transport`: given by a route loader (the server's is the app itself); the browser's fetch otherwise. */
export const statesQueryOptions = (transport?: ApiTransport) =>
  queryOptions({
    queryKey: ['states'],
    queryFn: () =>
      apiFetch<ApiResponse<'GET /api/states'>>('/api/states', { transport }).then((r) => r.states),
    staleTime: FIVE_MINUTES,
  });

export function useStates() {
  return useQuery(statesQueryOptions());
}

export const regionsQueryOptions = (stateSlug: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: ['states', stateSlug, 'regions'],
    queryFn: () =>
      apiFetch<ApiResponse<'GET /api/states/:slug/regions'>>(
        `/api/states/${encodeURIComponent(stateSlug)}/regions`,
        { transport },
      ),
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export function useRegions(stateSlug: string, enabled = true) {
  return useQuery({ ...regionsQueryOptions(stateSlug), enabled });
}
