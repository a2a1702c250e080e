import { step7Schema } from '#shared/schemas/steps/index.ts';
import { FormStep } from './form-step.tsx';
import type { FormStepSpec } from './form-step-spec.ts';

/** Step 7: storefront yes/no; 'yes' needs street, city, state and a 5-digit zip; 'no' clears them. */
export const step7Spec: FormStepSpec = {
  step: 7,
  schema: step7Schema,
  description: /*i18n*/ 'Can shoppers visit you in person?',
  fields: [
    {
      kind: 'yesNo',
      name: 'hasStorefront',
      legend: /*i18n*/ 'Do you have a storefront?',
      yesLabel: /*i18n*/ 'Yes, come visit',
      noLabel: /*i18n*/ 'No storefront',
      fields: [
        {
          kind: 'text',
          name: 'storefrontStreet',
          label: /*i18n*/ 'Street',
          required: true,
          autoComplete: 'address-line1',
          span: 4,
        },
        {
          kind: 'text',
          name: 'storefrontSuite',
          label: /*i18n*/ 'Suite',
          autoComplete: 'address-line2',
          span: 2,
        },
        {
          kind: 'text',
          name: 'storefrontCity',
          label: /*i18n*/ 'City',
          required: true,
          autoComplete: 'address-level2',
          span: 3,
        },
        { kind: 'state', name: 'storefrontState', label: /*i18n*/ 'State', required: true, span: 2 },
        {
          kind: 'text',
          name: 'storefrontZipCode',
          label: /*i18n*/ 'ZIP',
          required: true,
          autoComplete: 'postal-code',
          digits: 5,
          span: 1,
        },
      ],
    },
  ],
};

export function Step7Storefront() {
  return <FormStep spec={step7Spec} />;
}
