import { step5Schema } from '#shared/schemas/steps/index.ts';
import { FormStep } from './form-step.tsx';
import type { FormStepSpec } from './form-step-spec.ts';

const handle = (name: string, label: string) =>
  ({ kind: 'text', name, label, placeholder: /*i18n*/ '@yourshop', verbatim: true, span: 3 }) as const;

/** Step 5: optional contact links; invalid ones block saving; errors show after leaving a field. */
export const step5Spec: FormStepSpec = {
  step: 5,
  schema: step5Schema,
  description: /*i18n*/ 'All optional — add the ways shoppers can find you online.',
  validateOnBlur: true,
  fields: [
    {
      kind: 'text',
      name: 'businessEmail',
      label: /*i18n*/ 'Business email',
      placeholder: /*i18n*/ 'hello@yourshop.com',
      type: 'email',
      inputMode: 'email',
      verbatim: true,
      span: 3,
    },
    handle('instagramUrl', 'Instagram'),
    handle('tiktokUrl', 'TikTok'),
    handle('twitterUrl', 'Twitter / X'),
    {
      kind: 'text',
      name: 'facebookUrl',
      label: 'Facebook',
      placeholder: /*i18n*/ 'facebook.com/yourshop',
      inputMode: 'url',
      verbatim: true,
      span: 3,
    },
    {
      kind: 'text',
      name: 'websiteUrl',
      label: /*i18n*/ 'Website',
      placeholder: /*i18n*/ 'yourshop.com',
      inputMode: 'url',
      verbatim: true,
      span: 3,
    },
  ],
};

export function Step5Contact() {
  return <FormStep spec={step5Spec} />;
}
