// GET /api/states/:slug/regions for the browse button: the same call under the same key as the
// market's pills (queryKeys.regions, the whole answer), kept in this feature so the market page
// does not load a chunk shared with the dashboard. Asked once per state (regions do not change).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const regionsQueryOptions = (stateSlug: string) =>
  queryOptions({
    queryKey: [...queryKeys.regions, stateSlug],
    queryFn: () => api('GET /api/states/:slug/regions', { params: { slug: stateSlug } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** A state's regions, or nothing asked while there is no state. */
export const useRegions = (stateSlug: string | null) =>
  useQuery({ ...regionsQueryOptions(stateSlug ?? ''), enabled: stateSlug !== null });
