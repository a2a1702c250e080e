import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { categoriesForBusinessType } from '#shared/catalogues/categories.ts';
import { STEP_MSG, STEP_TITLES, step2Schema } from '#shared/schemas/steps/index.ts';
import type { BusinessType } from '#shared/types/business.ts';
import { SelectionField } from '../components/selection-field.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { toggleLimited } from '../lib/toggle.ts';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step2Schema>;
interface Data {
  businessType: BusinessType;
  businessCategories: string[];
}
const TITLE = STEP_TITLES[2];
const DESCRIPTION = 'Pick one or two categories that describe what you do best.';
const MAX = 2;

/** Step 2: 1–2 categories of the business's type (shop → Retail, service → Services). */
export function Step2Categories() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step2Form data={data} />}
    </StepLoader>
  );
}

function Step2Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const options = categoriesForBusinessType(data.businessType);
  const form = useForm<Values>({
    resolver: zodResolver(step2Schema, undefined, { raw: true }),
    defaultValues: {
      businessCategories: data.businessCategories.filter((c) => options.some((o) => o.slug === c)),
    },
  });
  const selected = form.watch('businessCategories');
  const toggle = (slug: string) =>
    form.setValue('businessCategories', toggleLimited(selected, slug, MAX), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        save(values, { setFieldError: (_f, message) => form.setError('businessCategories', { message }) }),
      )}
    >
      <SelectionField
        groups={[
          { label: data.businessType === 'shop' ? 'Retail categories' : 'Service categories', options },
        ]}
        selected={selected}
        onToggle={toggle}
        full={selected.length >= MAX}
        initialVisible={6}
        status={`${selected.length}/${MAX} selected`}
        error={form.formState.errors.businessCategories?.message}
        info={{ buttonLabel: 'About these categories', emptyMessage: STEP_MSG.categoriesInfoEmpty }}
      />
    </StepLayout>
  );
}
