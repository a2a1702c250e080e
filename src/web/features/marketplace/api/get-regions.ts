// GET /api/states/:slug/regions: a live state's regions, for the market's pills. The dashboard's
// browse button reads the same key (queryKeys.regions) with its own options for the same call.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResult, type ApiTransport, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type Regions = ApiResult<'GET /api/states/:slug/regions'>;
export type RegionRow = Regions['regions'][number];

export const getRegions = (stateSlug: string, transport?: ApiTransport) =>
  api('GET /api/states/:slug/regions', { params: { slug: stateSlug }, transport });

/** `transport`: given by a route loader (the server's is the app itself). */
export const regionsQueryOptions = (stateSlug: string, transport?: ApiTransport) =>
  queryOptions({
    queryKey: [...queryKeys.regions, stateSlug],
    queryFn: () => getRegions(stateSlug, transport),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useRegions(stateSlug: string, enabled = true) {
  return useQuery({ ...regionsQueryOptions(stateSlug), enabled });
}
