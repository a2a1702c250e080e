import { TAGS_IDENTITY_FIRST } from '#shared/catalogues/tags.ts';
import { STEP_MSG, step11Schema } from '#shared/schemas/steps/index.ts';
import { ChoiceStep, type ChoiceStepSpec } from './choice-step.tsx';

/** Step 11: 1–6 identities and values, identity-group items first, 6 shown before View More. */
export const step11Spec: ChoiceStepSpec<{ businessIdentities: string[] }> = {
  step: 11,
  field: 'businessIdentities',
  schema: step11Schema,
  description: /*i18n*/ 'Who you are and what you stand for. Choose up to six.',
  max: 6,
  initialVisible: 6,
  groups: () => [{ label: /*i18n*/ 'Identities and values', options: TAGS_IDENTITY_FIRST }],
  initial: (d) => d.businessIdentities,
  info: { buttonLabel: /*i18n*/ 'About these identities', emptyMessage: STEP_MSG.identitiesInfoEmpty },
};

export function Step11Identities() {
  return <ChoiceStep spec={step11Spec} />;
}
