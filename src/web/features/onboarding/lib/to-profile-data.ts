// The owner's full view mapped to what the public business page shows (step 15 preview).
import { storefrontOf } from '#shared/display/storefront.ts';
import type { OwnerBusiness } from '../../../api/get-owner-business.ts';
import type { BusinessProfileData } from '../../../components/business/business-profile-types.ts';

export function toProfileData(b: OwnerBusiness): BusinessProfileData {
  return {
    businessName: b.businessName,
    businessType: b.businessType,
    businessCategories: b.businessCategories,
    ownerNames: b.ownerNames,
    businessCity: b.businessCity,
    businessState: b.businessState,
    businessHeadline: b.businessHeadline,
    ownerStory: b.ownerStory,
    // The preview shows up to 3 offerings (docs/product.md §6.15).
    businessOffering: b.businessOffering.slice(0, 3),
    ownerPhotoUrl: b.ownerPhotoUrl,
    productPhotos: b.productPhotos,
    businessEmail: b.businessEmail,
    instagramUrl: b.instagramUrl,
    tiktokUrl: b.tiktokUrl,
    facebookUrl: b.facebookUrl,
    websiteUrl: b.websiteUrl,
    primaryContact: b.primaryContact,
    storefront: storefrontOf(b),
    startingRate: b.startingRate,
    yearStarted: b.yearStarted,
    pricing: b.pricing,
    openingHours: b.openingHours,
    timeZone: b.timeZone,
  };
}
