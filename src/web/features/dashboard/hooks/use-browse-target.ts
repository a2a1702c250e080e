// Where the empty favourites state's browse button goes (docs/product.md §11.1): the shopper's own state
// and region when their zip is known and the state is live, else Los Angeles, California.
import { useMe } from '../../../api/get-me.ts';
import { useZip } from '../../../api/get-zip.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useRegions } from '../api/get-regions.ts';
import { type BrowseTarget, browseTarget, defaultBrowse } from '../lib/browse-target.ts';

/** The browse button's label and link; the default until the lookups answer (or if they fail). */
export function useBrowseTarget(): BrowseTarget {
  const i18n = useI18n();
  const zip = useMe().data?.zip || null;
  const zipInfo = useZip(zip);
  const live = zipInfo.data?.isLive ? zipInfo.data : null;
  const regions = useRegions(live?.stateSlug ?? null);
  if (!live || !regions.data) return defaultBrowse(i18n);
  return browseTarget(live, regions.data.regions, i18n);
}
