// Where the empty favourites state's browse button goes (docs/product.md §11.1): the shopper's own state
// and region when their zip is known and the state is live, else Los Angeles, California.
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';
import { type BrowseTarget, browseTarget, DEFAULT_BROWSE, type ZipInfo } from '../lib/browse-target.ts';
import { dashboardKeys } from './keys.ts';
import { useMe } from './use-me.ts';

type RegionsAnswer = ApiResponse<'GET /api/states/:slug/regions'>;

/** The browse button's label and link; the default until the lookups answer (or if they fail). */
export function useBrowseTarget(): BrowseTarget {
  const zip = useMe().data?.zip || null;
  const zipInfo = useQuery({
    queryKey: dashboardKeys.zip(zip ?? ''),
    queryFn: () => apiFetch<ZipInfo>(`/api/zips/${encodeURIComponent(zip ?? '')}`),
    enabled: Boolean(zip),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const live = zipInfo.data?.isLive ? zipInfo.data : null;
  const regions = useQuery({
    queryKey: dashboardKeys.regions(live?.stateSlug ?? ''),
    queryFn: async () =>
      (await apiFetch<RegionsAnswer>(`/api/states/${encodeURIComponent(live?.stateSlug ?? '')}/regions`))
        .regions,
    enabled: Boolean(live),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!live || !regions.data) return DEFAULT_BROWSE;
  return browseTarget(live, regions.data);
}
