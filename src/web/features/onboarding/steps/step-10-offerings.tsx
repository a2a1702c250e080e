import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SERVICE_OFFERINGS, SHOP_OFFERINGS } from '#shared/catalogues/offerings.ts';
import { STEP_MSG, STEP_TITLES, step10Schema } from '#shared/schemas/steps/index.ts';
import { SelectionField } from '../components/selection-field.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { toggleLimited } from '../lib/toggle.ts';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step10Schema>;
interface Data {
  businessType: 'shop' | 'service';
  businessOffering: string[];
}
const TITLE = STEP_TITLES[10];
const DESCRIPTION = 'How do you work with customers? Choose up to three.';
const MAX = 3;
// Both lists are shown to everyone (docs/product.md §6.10); the owner's own type comes first, and the offerings
// both lists share (Custom Work, Pick-Up Only, Subscription-Based) appear once, in that first list.
const shopOnly = SHOP_OFFERINGS.filter((o) => o.kind === 'shop');
const serviceOnly = SERVICE_OFFERINGS.filter((o) => o.kind === 'service');
const GROUPS = {
  service: [
    { label: 'Services', options: SERVICE_OFFERINGS },
    { label: 'Shops', options: shopOnly },
  ],
  shop: [
    { label: 'Shops', options: SHOP_OFFERINGS },
    { label: 'Services', options: serviceOnly },
  ],
};

/** Step 10: 1–3 offerings, 'n/3 selected', with an info panel. */
export function Step10Offerings() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step10Form data={data} />}
    </StepLoader>
  );
}

function Step10Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const form = useForm<Values>({
    resolver: zodResolver(step10Schema, undefined, { raw: true }),
    defaultValues: { businessOffering: data.businessOffering },
  });
  const selected = form.watch('businessOffering');
  const toggle = (slug: string) =>
    form.setValue('businessOffering', toggleLimited(selected, slug, MAX), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        save(values, { setFieldError: (_f, message) => form.setError('businessOffering', { message }) }),
      )}
    >
      <SelectionField
        groups={GROUPS[data.businessType] ?? GROUPS.shop}
        showGroupLabels
        selected={selected}
        onToggle={toggle}
        full={selected.length >= MAX}
        status={`${selected.length}/${MAX} selected`}
        error={form.formState.errors.businessOffering?.message}
        info={{ buttonLabel: 'About these offerings', emptyMessage: STEP_MSG.offeringsInfoEmpty }}
      />
    </StepLayout>
  );
}
