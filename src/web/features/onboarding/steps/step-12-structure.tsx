import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { STRUCTURES } from '#shared/catalogues/structures.ts';
import { STEP_MSG, STEP_TITLES, step12Schema } from '#shared/schemas/steps/index.ts';
import { SelectionField } from '../components/selection-field.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { toggleSingle } from '../lib/toggle.ts';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step12Schema>;
interface Data {
  businessStructure: string | null;
}
const TITLE = STEP_TITLES[12];
const DESCRIPTION = 'Who runs the business day to day? Choose one.';

/** Step 12: exactly one structure; choosing it again deselects it. */
export function Step12Structure() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step12Form data={data} />}
    </StepLoader>
  );
}

function Step12Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const form = useForm<Values>({
    resolver: zodResolver(step12Schema, undefined, { raw: true }),
    defaultValues: data.businessStructure ? { businessStructure: data.businessStructure } : {},
  });
  const current = form.watch('businessStructure');
  const toggle = (slug: string) =>
    form.setValue('businessStructure', toggleSingle(current, slug) as string, {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        save(values, { setFieldError: (_f, message) => form.setError('businessStructure', { message }) }),
      )}
    >
      <SelectionField
        groups={[{ label: 'Business structure', options: STRUCTURES }]}
        selected={current ? [current] : []}
        onToggle={toggle}
        status={current ? '1 selected' : 'Choose one'}
        error={form.formState.errors.businessStructure?.message}
        info={{ buttonLabel: 'About these structures', emptyMessage: STEP_MSG.structureInfoEmpty }}
      />
    </StepLayout>
  );
}
