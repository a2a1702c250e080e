import { step3Schema } from '#shared/schemas/steps/index.ts';
import { FormStep } from './form-step.tsx';
import type { FormStepSpec } from './form-step-spec.ts';

/** Step 3: name, owners, username (live availability), year started and zip (not live → out of area). */
export const step3Spec: FormStepSpec = {
  step: 3,
  schema: step3Schema,
  description: /*i18n*/ 'The essentials shoppers see first. Every field is required.',
  outOfArea: true,
  fields: [
    {
      kind: 'text',
      name: 'businessName',
      label: /*i18n*/ 'Business name',
      required: true,
      autoComplete: 'organization',
    },
    {
      kind: 'text',
      name: 'ownerNames',
      label: /*i18n*/ 'Owner names',
      required: true,
      hint: /*i18n*/ 'Separate several names with commas.',
      autoComplete: 'name',
    },
    {
      kind: 'text',
      name: 'businessUsername',
      label: /*i18n*/ 'Business username',
      required: true,
      hint: /*i18n*/ 'Your page address: /business/your-username. Lowercase letters, numbers, . - _',
      verbatim: true,
      lowercase: true,
      availability: true,
    },
    {
      kind: 'text',
      name: 'yearStarted',
      label: /*i18n*/ 'Year started',
      required: true,
      placeholder: /*i18n*/ 'e.g. 2019',
      digits: 4,
      span: 3,
    },
    {
      kind: 'text',
      name: 'businessZipCode',
      label: /*i18n*/ 'ZIP code',
      required: true,
      autoComplete: 'postal-code',
      digits: 5,
      span: 3,
    },
  ],
};

export function Step3Info() {
  return <FormStep spec={step3Spec} />;
}
