// Which wizard steps still stand between a profile and publishing. One rule for the wizard's
// summary, /profile, the business dashboard and the server that refuses an incomplete publish.
import { type BusinessType, categoriesForBusinessType } from '../../catalogues/categories.ts';
import type { StorefrontFields } from '../../display/storefront.ts';
import { step3Schema, step4Schema } from './step-1-to-4.ts';
import { step7Schema } from './step-5-to-9.ts';
import { step10Schema, step11Schema, step12Schema } from './step-10-to-15.ts';
import { STEP_TITLES } from './titles.ts';

/** The steps the product requires (5 contact links, 9 pricing, 13 and 14 photos are optional). */
export const REQUIRED_STEPS = [1, 2, 3, 4, 6, 7, 8, 10, 11, 12] as const;

/** The stored profile fields the rule reads (names as the API returns them). */
export interface ProfileForPublishing extends StorefrontFields {
  businessType: string;
  businessCategories: readonly string[];
  businessName: string | null;
  ownerNames: string | null;
  businessUsername: string | null;
  yearStarted: number | null;
  businessZipCode: string | null;
  businessState: string | null;
  businessHeadline: string | null;
  ownerStory: string | null;
  primaryContact: string | null;
  hasMobileService: boolean | null;
  businessOffering: readonly string[];
  businessIdentities: readonly string[];
  businessStructure: string | null;
}

const isType = (t: string): t is BusinessType => t === 'shop' || t === 'service';

const STEP_IS_COMPLETE: Record<(typeof REQUIRED_STEPS)[number], (p: ProfileForPublishing) => boolean> = {
  1: (p) => isType(p.businessType),
  2: (p) => {
    if (!isType(p.businessType)) return false;
    const allowed = new Set<string>(categoriesForBusinessType(p.businessType).map((c) => c.slug));
    const n = p.businessCategories.length;
    return n >= 1 && n <= 2 && p.businessCategories.every((c) => allowed.has(c));
  },
  3: (p) =>
    p.businessState !== null &&
    step3Schema.safeParse({
      businessName: p.businessName ?? '',
      ownerNames: p.ownerNames ?? '',
      businessUsername: p.businessUsername ?? '',
      yearStarted: p.yearStarted === null ? '' : String(p.yearStarted),
      businessZipCode: p.businessZipCode ?? '',
    }).success,
  4: (p) =>
    step4Schema.safeParse({ businessHeadline: p.businessHeadline ?? '', ownerStory: p.ownerStory ?? '' })
      .success,
  6: (p) => Boolean(p.primaryContact?.trim()),
  7: (p) =>
    p.hasStorefront !== null &&
    step7Schema.safeParse({
      hasStorefront: p.hasStorefront,
      storefrontStreet: p.storefrontStreet ?? '',
      storefrontSuite: p.storefrontSuite ?? '',
      storefrontCity: p.storefrontCity ?? '',
      storefrontState: p.storefrontState ?? '',
      storefrontZipCode: p.storefrontZipCode ?? '',
    }).success,
  8: (p) => p.hasMobileService !== null,
  10: (p) => step10Schema.safeParse({ businessOffering: [...p.businessOffering] }).success,
  11: (p) => step11Schema.safeParse({ businessIdentities: [...p.businessIdentities] }).success,
  12: (p) => step12Schema.safeParse({ businessStructure: p.businessStructure ?? '' }).success,
};

/** The required steps that are not complete yet, in wizard order (empty when ready to publish). */
export function missingSteps(profile: ProfileForPublishing): number[] {
  return REQUIRED_STEPS.filter((step) => !STEP_IS_COMPLETE[step](profile));
}

/** "Finish Business Story and Business Structure before publishing." */
export function missingStepsMessage(steps: readonly number[]): string {
  const names = steps.map((s) => STEP_TITLES[s]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Finish ${list} before publishing.`;
}
