import type { ReactNode } from 'react';
import type { Chip } from '#shared/display/chips.ts';
import { BusinessProfileHeader } from './business-profile-header.tsx';
import { BusinessProfileTabs } from './business-profile-tabs.tsx';
import type { BusinessProfileData } from './business-profile-types.ts';

export type { BusinessProfileData, ProfilePricingItem } from './business-profile-types.ts';

export interface BusinessProfileViewProps {
  business: BusinessProfileData;
  /** The chips in the caller's order: publicPageChips (public page) or previewChips (step 15). */
  chips: readonly Chip[];
  /** Favourite / share buttons (or the preview's own actions). */
  actions?: ReactNode;
  /** Extra content at the end of the Story tab (the mobile service description). */
  storyExtra?: ReactNode;
  /** Shown above the business name, e.g. 'Draft — only you can see this page'. */
  notice?: ReactNode;
}

/** The presentational public business page: header, chips, actions and the tabs (docs/product.md §4.4). */
export function BusinessProfileView({
  business,
  chips,
  actions,
  storyExtra,
  notice,
}: BusinessProfileViewProps) {
  return (
    <div>
      <BusinessProfileHeader business={business} chips={chips} actions={actions} notice={notice} />
      <BusinessProfileTabs business={business} storyExtra={storyExtra} />
    </div>
  );
}
