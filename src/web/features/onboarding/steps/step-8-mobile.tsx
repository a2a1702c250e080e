import { MOBILE_DESC_MAX, step8Schema } from '#shared/schemas/steps/index.ts';
import { FormStep } from './form-step.tsx';
import type { FormStepSpec } from './form-step-spec.ts';

/** Step 8: mobile service yes/no and a short description (at most 60); 'no' clears it. */
export const step8Spec: FormStepSpec = {
  step: 8,
  schema: step8Schema,
  description: /*i18n*/ 'Do you bring your work to your customers?',
  fields: [
    {
      kind: 'yesNo',
      name: 'hasMobileService',
      legend: /*i18n*/ 'Do you offer a mobile service?',
      yesLabel: /*i18n*/ 'Yes, I travel',
      noLabel: /*i18n*/ 'No',
      fields: [
        {
          kind: 'text',
          name: 'mobileServiceDesc',
          label: /*i18n*/ 'Describe your mobile service',
          hint: /*i18n*/ 'e.g. “I come to you anywhere in the East Bay.”',
          counter: MOBILE_DESC_MAX,
        },
      ],
    },
  ],
};

export function Step8Mobile() {
  return <FormStep spec={step8Spec} />;
}
