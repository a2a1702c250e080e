import { SERVICE_OFFERINGS, SHOP_OFFERINGS } from '#shared/catalogues/offerings.ts';
import { STEP_MSG, step10Schema } from '#shared/schemas/steps/index.ts';
import { ChoiceStep, type ChoiceStepSpec } from './choice-step.tsx';

// Both lists are shown to everyone (docs/product.md §6.10); the owner's own type comes first, and the offerings
// both lists share (Custom Work, Pick-Up Only, Subscription-Based) appear once, in that first list.
const shopOnly = SHOP_OFFERINGS.filter((o) => o.kind === 'shop');
const serviceOnly = SERVICE_OFFERINGS.filter((o) => o.kind === 'service');
const GROUPS = {
  service: [
    { label: /*i18n*/ 'Services', options: SERVICE_OFFERINGS },
    { label: /*i18n*/ 'Shops', options: shopOnly },
  ],
  shop: [
    { label: /*i18n*/ 'Shops', options: SHOP_OFFERINGS },
    { label: /*i18n*/ 'Services', options: serviceOnly },
  ],
};

/** Step 10: 1–3 offerings, 'n/3 selected', with an info panel. */
export const step10Spec: ChoiceStepSpec<{
  businessType: 'shop' | 'service';
  businessOffering: string[];
}> = {
  step: 10,
  field: 'businessOffering',
  schema: step10Schema,
  description: /*i18n*/ 'How do you work with customers? Choose up to three.',
  max: 3,
  showGroupLabels: true,
  groups: (d) => GROUPS[d.businessType] ?? GROUPS.shop,
  initial: (d) => d.businessOffering,
  info: { buttonLabel: /*i18n*/ 'About these offerings', emptyMessage: STEP_MSG.offeringsInfoEmpty },
};

export function Step10Offerings() {
  return <ChoiceStep spec={step10Spec} />;
}
