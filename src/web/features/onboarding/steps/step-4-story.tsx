import { HEADLINE_MAX, step4Schema } from '#shared/schemas/steps/index.ts';
import { FormStep } from './form-step.tsx';
import type { FormStepSpec } from './form-step-spec.ts';

/** Step 4: a headline (optional, at most 60 with a live counter) and the story (required). */
export const step4Spec: FormStepSpec = {
  step: 4,
  schema: step4Schema,
  description: /*i18n*/ 'Shoppers love knowing who is behind a business. Tell them yours.',
  fields: [
    {
      kind: 'text',
      name: 'businessHeadline',
      label: /*i18n*/ 'Headline',
      hint: /*i18n*/ 'One line that sums you up, e.g. “Small-batch candles poured in Oakland.”',
      counter: HEADLINE_MAX,
    },
    {
      kind: 'textarea',
      name: 'ownerStory',
      label: /*i18n*/ 'Your story',
      required: true,
      hint: /*i18n*/ 'How did you start? What do you make or do, and why does it matter to you?',
      rows: 8,
    },
  ],
};

export function Step4Story() {
  return <FormStep spec={step4Spec} />;
}
