import type { ReactNode } from 'react';
import type { Chip } from '#shared/display/chips.ts';
import { Island } from '../../islands/island.tsx';
import { BusinessProfileHeader } from './business-profile-header.tsx';
import { BusinessProfileTabs } from './business-profile-tabs.tsx';
import { type BusinessProfileData, tabsData } from './business-profile-types.ts';

export type { BusinessProfileData, ProfilePricingItem } from './business-profile-types.ts';

export interface BusinessProfileViewProps {
  business: BusinessProfileData;
  /** The chips in the caller's order: publicPageChips (public page) or previewChips (step 15). */
  chips: readonly Chip[];
  /** Favourite / share buttons (or the preview's own actions). */
  actions?: ReactNode;
  /** The mobile service description, at the end of the Story tab. */
  mobileService?: string | null;
  /** Shown above the business name, e.g. 'Draft — only you can see this page'. */
  notice?: ReactNode;
}

/** The presentational public business page: header, chips, actions and the tabs (docs/product.md §4.4). */
export function BusinessProfileView({
  business,
  chips,
  actions,
  mobileService,
  notice,
}: BusinessProfileViewProps) {
  return (
    <div>
      <BusinessProfileHeader business={business} chips={chips} actions={actions} notice={notice} />
      <Island
        name="profile-tabs"
        component={BusinessProfileTabs}
        props={{ business: tabsData(business), mobileService: mobileService || null }}
      />
    </div>
  );
}
