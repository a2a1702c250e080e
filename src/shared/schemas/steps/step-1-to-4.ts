import { z } from 'zod';
import { CATEGORY_SLUGS } from '../../catalogues/categories.ts';
import { english } from '../../i18n/english.ts';
import { multilineText, text } from '../text.ts';
import { STEP_MSG } from './messages.ts';

export const BUSINESS_USERNAME_PATTERN = /^[a-z0-9._-]+$/;
export const BUSINESS_USERNAME_MAX = 30;
export const HEADLINE_MAX = 60;
export const STORY_MAX = 5000;

export const step1Schema = z.strictObject({
  businessType: z.enum(['shop', 'service'], { error: STEP_MSG.typeRequired }),
});

export const step2Schema = z.strictObject({
  businessCategories: z
    .array(
      z.enum(CATEGORY_SLUGS as unknown as [string, ...string[]], { error: /*i18n*/ 'Unknown category.' }),
    )
    .min(1, STEP_MSG.categoriesRequired)
    .max(2, STEP_MSG.categoriesMax),
});

const trimmed = (message: string, max: number) =>
  text().trim().min(1, message).max(max, english._(/*i18n*/ 'At most {max} characters.', { max }));

export function yearStartedField(currentYear = new Date().getFullYear()) {
  return text()
    .regex(/^\d{4}$/, STEP_MSG.yearFormat)
    .transform(Number)
    .refine((y) => y >= 1800 && y <= currentYear, STEP_MSG.yearRange(currentYear));
}

export const businessUsernameField = text()
  .trim()
  .min(1, STEP_MSG.usernameRequired)
  .regex(
    BUSINESS_USERNAME_PATTERN,
    /*i18n*/ 'Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.',
  )
  .min(3, /*i18n*/ 'Username must be 3-30 characters long.')
  .max(BUSINESS_USERNAME_MAX, /*i18n*/ 'Username must be 3-30 characters long.');

export const step3Schema = z.strictObject({
  businessName: trimmed(STEP_MSG.businessNameRequired, 100),
  ownerNames: trimmed(STEP_MSG.ownerNamesRequired, 200),
  businessUsername: businessUsernameField,
  yearStarted: yearStartedField(),
  businessZipCode: text().regex(/^\d{5}$/, STEP_MSG.zipFormat),
});

export const step4Schema = z.strictObject({
  businessHeadline: text().trim().max(HEADLINE_MAX, STEP_MSG.headlineMax),
  ownerStory: multilineText()
    .trim()
    .min(1, STEP_MSG.storyRequired)
    .max(STORY_MAX, english._(/*i18n*/ 'At most {max} characters.', { max: STORY_MAX })),
});
