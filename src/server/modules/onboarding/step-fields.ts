// Which columns each wizard step reads: a step loads only its own fields (docs/product.md §5.6).
import type { BusinessRow } from '../businesses/owned-business.ts';

type Field = keyof BusinessRow;

export const STEP_FIELDS: Record<number, Field[]> = {
  1: ['businessType'],
  2: ['businessType', 'businessCategories'],
  3: [
    'businessName',
    'ownerNames',
    'businessUsername',
    'yearStarted',
    'businessZipCode',
    'businessCity',
    'businessState',
  ],
  4: ['businessHeadline', 'ownerStory'],
  5: ['businessEmail', 'instagramUrl', 'tiktokUrl', 'twitterUrl', 'facebookUrl', 'websiteUrl'],
  6: ['primaryContact', 'businessEmail', 'instagramUrl', 'tiktokUrl', 'facebookUrl', 'websiteUrl'],
  7: [
    'hasStorefront',
    'storefrontStreet',
    'storefrontSuite',
    'storefrontCity',
    'storefrontState',
    'storefrontZipCode',
  ],
  8: ['hasMobileService', 'mobileServiceDesc'],
  9: ['startingRate'],
  10: ['businessType', 'businessOffering'],
  11: ['businessIdentities'],
  12: ['businessStructure'],
  13: ['ownerPhotoUrl', 'businessLogoUrl'],
  14: ['productPhotos'],
};

/** The business id, its progress and the step's own columns (the rest absent). */
export type StepFields = Pick<BusinessRow, 'businessId' | 'onboardingStep'> & Partial<BusinessRow>;

export function pickStepFields(row: BusinessRow, step: number): StepFields {
  const out: Record<string, unknown> = { businessId: row.businessId, onboardingStep: row.onboardingStep };
  for (const f of STEP_FIELDS[step] ?? []) out[f] = row[f];
  return out as StepFields;
}
