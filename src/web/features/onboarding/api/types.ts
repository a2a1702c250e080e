// Shapes of the wizard's API answers (docs/api.md).
import type { PricingItem } from '#shared/types/business.ts';

export interface StepResult {
  onboardingStep: number;
  outOfArea?: { city: string; state: string };
  /** This save took a public profile off the public pages (state not live, or now incomplete). */
  unpublished?: true;
}

export interface PhotoSet {
  ownerPhotoUrl: string | null;
  businessLogoUrl: string | null;
  productPhotos: string[];
}

/** GET /api/businesses/:id — the owner's full view of one business. */
export interface OwnerBusiness extends PhotoSet {
  businessId: string;
  businessType: 'shop' | 'service';
  businessCategories: string[];
  businessName: string | null;
  ownerNames: string | null;
  businessUsername: string | null;
  yearStarted: number | null;
  businessZipCode: string | null;
  businessCity: string | null;
  businessState: string | null;
  businessRegion: string | null;
  businessHeadline: string | null;
  ownerStory: string | null;
  businessEmail: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  facebookUrl: string | null;
  twitterUrl: string | null;
  websiteUrl: string | null;
  primaryContact: string | null;
  hasStorefront: boolean | null;
  storefrontStreet: string | null;
  storefrontSuite: string | null;
  storefrontCity: string | null;
  storefrontState: string | null;
  storefrontZipCode: string | null;
  hasMobileService: boolean | null;
  mobileServiceDesc: string | null;
  startingRate: boolean;
  businessOffering: string[];
  businessIdentities: string[];
  businessStructure: string | null;
  onboardingStep: number;
  isPublished: boolean;
  termsAcceptedAt: string | null;
  imageUrl: string | null;
  pricing: PricingItem[];
  stateIsLive: boolean;
  /** Required steps still unfinished; publishing needs none. */
  missingSteps: number[];
}
