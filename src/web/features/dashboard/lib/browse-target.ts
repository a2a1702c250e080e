// The browse button of the empty favourites state (docs/product.md §11.1), as a pure rule.

import type { ApiResponse } from '#shared/api/index.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { paths } from '../../../config/paths.ts';

/** What GET /api/zips/:zip answers (the parts used here). */
/** GET /api/zips/:zip, as the API contract declares it. */
export type ZipInfo = Pick<
  ApiResponse<'GET /api/zips/:zip'>,
  'city' | 'state' | 'stateSlug' | 'region' | 'isLive'
>;

export interface BrowseTarget {
  label: string;
  to: string;
}

/** Los Angeles, California: where the button goes when the shopper's own region is not known. */
export const defaultBrowse = (i18n: Translator): BrowseTarget => ({
  label: i18n._('Browse Los Angeles Shops'),
  to: paths.market('california', 'los-angeles'),
});

/**
 * The shopper's own region when their zip is in a live state and the region is one of the state's
 * named regions (matched by name, case-insensitively); otherwise the Los Angeles default.
 */
export function browseTarget(
  zip: ZipInfo | null | undefined,
  regions: readonly { slug: string; name: string }[],
  i18n: Translator,
): BrowseTarget {
  if (!zip?.isLive || !zip.region) return defaultBrowse(i18n);
  const wanted = zip.region.trim().toLowerCase();
  const region = regions.find((r) => r.name.trim().toLowerCase() === wanted);
  if (!region) return defaultBrowse(i18n);
  return {
    label: i18n._('Browse {region} Shops', { region: region.name }),
    to: paths.market(zip.stateSlug, region.slug),
  };
}
