// Where the empty favourites state's browse button goes (docs/product.md §11.1): the shopper's own state
// and region when their zip is known and the state is live, else Los Angeles, California.
import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../../api/get-me.ts';
import { zipQueryOptions } from '../../../api/get-zip.ts';
import { regionsQueryOptions } from '../api/get-regions.ts';
import { type BrowseTarget, browseTarget, DEFAULT_BROWSE } from '../lib/browse-target.ts';

/** The browse button's label and link; the default until the lookups answer (or if they fail). */
export function useBrowseTarget(): BrowseTarget {
  const zip = useMe().data?.zip || null;
  const zipInfo = useQuery({ ...zipQueryOptions(zip ?? ''), enabled: Boolean(zip) });
  const live = zipInfo.data?.isLive ? zipInfo.data : null;
  const regions = useQuery({ ...regionsQueryOptions(live?.stateSlug ?? ''), enabled: Boolean(live) });
  if (!live || !regions.data) return DEFAULT_BROWSE;
  return browseTarget(live, regions.data.regions);
}
