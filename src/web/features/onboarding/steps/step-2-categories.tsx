import { categoriesForBusinessType } from '#shared/catalogues/categories.ts';
import { STEP_MSG, step2Schema } from '#shared/schemas/steps/index.ts';
import type { BusinessType } from '#shared/types/business.ts';
import { ChoiceStep, type ChoiceStepSpec } from './choice-step.tsx';

/** Step 2: 1–2 categories of the business's type (shop → Retail, service → Services). */
export const step2Spec: ChoiceStepSpec<{ businessType: BusinessType; businessCategories: string[] }> = {
  step: 2,
  field: 'businessCategories',
  schema: step2Schema,
  description: /*i18n*/ 'Pick one or two categories that describe what you do best.',
  max: 2,
  initialVisible: 6,
  groups: (d) => [
    {
      label: d.businessType === 'shop' ? /*i18n*/ 'Retail categories' : /*i18n*/ 'Service categories',
      options: categoriesForBusinessType(d.businessType),
    },
  ],
  // A category of the other type (the type changed since) is not offered, so it is not kept.
  initial: (d) => {
    const offered = new Set(categoriesForBusinessType(d.businessType).map((o) => o.slug));
    return d.businessCategories.filter((c) => offered.has(c));
  },
  info: { buttonLabel: /*i18n*/ 'About these categories', emptyMessage: STEP_MSG.categoriesInfoEmpty },
};

export function Step2Categories() {
  return <ChoiceStep spec={step2Spec} />;
}
