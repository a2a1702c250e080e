import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TAGS_IDENTITY_FIRST } from '#shared/catalogues/tags.ts';
import { STEP_MSG, STEP_TITLES, step11Schema } from '#shared/schemas/steps/index.ts';
import { SelectionField } from '../components/selection-field.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { toggleLimited } from '../lib/toggle.ts';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step11Schema>;
interface Data {
  businessIdentities: string[];
}
const TITLE = STEP_TITLES[11];
const DESCRIPTION = 'Who you are and what you stand for. Choose up to six.';
const MAX = 6;

/** Step 11: 1–6 identities and values, identity-group items first, 6 shown before View More. */
export function Step11Identities() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step11Form data={data} />}
    </StepLoader>
  );
}

function Step11Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const form = useForm<Values>({
    resolver: zodResolver(step11Schema, undefined, { raw: true }),
    defaultValues: { businessIdentities: data.businessIdentities },
  });
  const selected = form.watch('businessIdentities');
  const toggle = (slug: string) =>
    form.setValue('businessIdentities', toggleLimited(selected, slug, MAX), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        save(values, { setFieldError: (_f, message) => form.setError('businessIdentities', { message }) }),
      )}
    >
      <SelectionField
        groups={[{ label: 'Identities and values', options: TAGS_IDENTITY_FIRST }]}
        selected={selected}
        onToggle={toggle}
        full={selected.length >= MAX}
        initialVisible={6}
        status={`${selected.length}/${MAX} selected`}
        error={form.formState.errors.businessIdentities?.message}
        info={{ buttonLabel: 'About these identities', emptyMessage: STEP_MSG.identitiesInfoEmpty }}
      />
    </StepLayout>
  );
}
