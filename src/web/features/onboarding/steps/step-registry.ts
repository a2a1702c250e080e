import type { ComponentType } from 'react';
import { Step0Intro } from './step-0-intro.tsx';
import { Step1Type } from './step-1-type.tsx';
import { Step2Categories } from './step-2-categories.tsx';
import { Step3Info } from './step-3-info.tsx';
import { Step4Story } from './step-4-story.tsx';
import { Step5Contact } from './step-5-contact.tsx';
import { Step6PrimaryContact } from './step-6-primary-contact.tsx';
import { Step7Storefront } from './step-7-storefront.tsx';
import { Step8Mobile } from './step-8-mobile.tsx';
import { Step9Pricing } from './step-9-pricing.tsx';
import { Step10Offerings } from './step-10-offerings.tsx';
import { Step11Identities } from './step-11-identities.tsx';
import { Step12Structure } from './step-12-structure.tsx';
import { Step13Photos } from './step-13-photos.tsx';
import { Step14ProductPhotos } from './step-14-product-photos.tsx';
import { Step15Summary } from './step-15-summary.tsx';

/** The wizard's steps by number (docs/product.md §6). */
export const STEP_COMPONENTS: Record<number, ComponentType> = {
  0: Step0Intro,
  1: Step1Type,
  2: Step2Categories,
  3: Step3Info,
  4: Step4Story,
  5: Step5Contact,
  6: Step6PrimaryContact,
  7: Step7Storefront,
  8: Step8Mobile,
  9: Step9Pricing,
  10: Step10Offerings,
  11: Step11Identities,
  12: Step12Structure,
  13: Step13Photos,
  14: Step14ProductPhotos,
  15: Step15Summary,
};
