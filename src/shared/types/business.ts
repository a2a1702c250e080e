// Shapes the API answers with, shared by server and web.
export type BusinessType = 'shop' | 'service';

export interface BusinessCard {
  businessId: string;
  businessUsername: string;
  businessName: string;
  businessType: BusinessType;
  businessCity: string | null;
  businessState: string | null;
  businessRegion: string | null;
  businessCategories: string[];
  businessIdentities: string[];
  businessStructure: string | null;
  /** Small card image (logo, else first product photo), or null for the placeholder. */
  imageUrl: string | null;
  /** Small variants of the first three product photos, shown as the card's strip. */
  cardPhotos: string[];
}

export interface PricingItem {
  itemName: string;
  itemPrice: string;
  position: number;
}

export interface PublicBusiness extends BusinessCard {
  ownerNames: string | null;
  businessHeadline: string | null;
  ownerStory: string | null;
  businessOffering: string[];
  ownerPhotoUrl: string | null;
  businessLogoUrl: string | null;
  productPhotos: string[];
  businessEmail: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  facebookUrl: string | null;
  twitterUrl: string | null;
  websiteUrl: string | null;
  primaryContact: string | null;
  hasMobileService: boolean | null;
  mobileServiceDesc: string | null;
  startingRate: boolean;
  yearStarted: number | null;
  isPublished: boolean;
  pricing: PricingItem[];
  /** True when the signed-in viewer owns this business (drafts are visible only to them). */
  viewerIsOwner: boolean;
  viewerHasFavorited: boolean;
}

export interface MarketPage {
  items: BusinessCard[];
  nextCursor: string | null;
}
