import { STRUCTURES } from '#shared/catalogues/structures.ts';
import { STEP_MSG, step12Schema } from '#shared/schemas/steps/index.ts';
import { ChoiceStep, type ChoiceStepSpec } from './choice-step.tsx';

/** Step 12: exactly one structure; choosing it again deselects it. */
export const step12Spec: ChoiceStepSpec<{ businessStructure: string | null }> = {
  step: 12,
  field: 'businessStructure',
  schema: step12Schema,
  description: /*i18n*/ 'Who runs the business day to day? Choose one.',
  max: 1,
  groups: () => [{ label: /*i18n*/ 'Business structure', options: STRUCTURES }],
  initial: (d) => (d.businessStructure ? [d.businessStructure] : []),
  info: { buttonLabel: /*i18n*/ 'About these structures', emptyMessage: STEP_MSG.structureInfoEmpty },
};

export function Step12Structure() {
  return <ChoiceStep spec={step12Spec} />;
}
