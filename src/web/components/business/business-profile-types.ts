// The data the presentational business page needs: the public page passes a PublicBusiness,
// the onboarding preview (step 15) passes the owner's view mapped to the same shape.
import type { StorefrontAddress } from '#shared/display/storefront.ts';
import type { OpeningHours } from '#shared/hours/hours-schema.ts';
import type { BusinessType } from '#shared/types/business.ts';

export interface ProfilePricingItem {
  itemName: string;
  itemPrice: string | number;
}

export interface BusinessProfileData {
  businessName: string | null;
  businessType?: BusinessType | null;
  /** Category slugs; shown by their catalogue display names. */
  businessCategories: readonly string[];
  ownerNames: string | null;
  businessCity: string | null;
  businessState: string | null;
  businessHeadline: string | null;
  ownerStory: string | null;
  /** Offering slugs; shown by their catalogue display names. */
  businessOffering: readonly string[];
  ownerPhotoUrl: string | null;
  productPhotos: readonly string[];
  businessEmail: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  facebookUrl: string | null;
  websiteUrl: string | null;
  /** How the owner prefers to be reached first (step 6): an option name, an email or a website. */
  primaryContact?: string | null;
  /** Where shoppers can visit; null for home-based businesses (town and state only). */
  storefront?: StorefrontAddress | null;
  startingRate: boolean;
  yearStarted?: number | null;
  pricing: readonly ProfilePricingItem[];
  openingHours?: OpeningHours | null;
  /** The zone the hours are in (the business's ZIP code's). */
  timeZone?: string | null;
}

/** What the tabs show (Story, Photos, Connect, Pricing). */
export type ProfileTabsData = Pick<
  BusinessProfileData,
  | 'businessName'
  | 'ownerStory'
  | 'productPhotos'
  | 'pricing'
  | 'startingRate'
  | 'openingHours'
  | 'timeZone'
  | 'businessEmail'
  | 'instagramUrl'
  | 'tiktokUrl'
  | 'facebookUrl'
  | 'websiteUrl'
  | 'storefront'
>;

/**
 * The tabs' fields, and no more: the tabs are an island (docs/decisions/041) whose props are
 * written into the page, so a caller's wider object (the public answer) is not copied whole.
 */
export function tabsData(b: BusinessProfileData): ProfileTabsData {
  return {
    businessName: b.businessName,
    ownerStory: b.ownerStory,
    productPhotos: b.productPhotos,
    pricing: b.pricing,
    startingRate: b.startingRate,
    openingHours: b.openingHours ?? null,
    timeZone: b.timeZone ?? null,
    businessEmail: b.businessEmail,
    instagramUrl: b.instagramUrl,
    tiktokUrl: b.tiktokUrl,
    facebookUrl: b.facebookUrl,
    websiteUrl: b.websiteUrl,
    storefront: b.storefront ?? null,
  };
}
