import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { STEP_TITLES } from '#shared/schemas/steps/index.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { SelectionField, type SelectionGroup } from '../components/selection-field.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { toggleLimited, toggleSingle } from '../lib/toggle.ts';

/** What makes one choice step (categories, offerings, identities, structure) different. */
export interface ChoiceStepSpec<Data> {
  step: number;
  /** The saved field, e.g. 'businessOffering'. */
  field: string;
  /** The step's shared schema: the form validates with it, the server saves with it. */
  schema: z.ZodType;
  /** The step's words (description, group labels, info button) are message ids (English), marked for the catalogs. */
  description: string;
  /** How many may be chosen; 1 means exactly one, and choosing it again clears it. */
  max: number;
  groups: (data: Data) => readonly SelectionGroup[];
  /** The saved choice as a list (a step may drop values it no longer offers). */
  initial: (data: Data) => string[];
  info: { buttonLabel: string; emptyMessage: string };
  showGroupLabels?: boolean;
  initialVisible?: number;
}

/** A wizard step declared as data: chips from the spec's groups, a live count, save on submit. */
export function ChoiceStep<Data>({ spec }: { spec: ChoiceStepSpec<Data> }) {
  return (
    <StepLoader<Data> title={STEP_TITLES[spec.step]} description={spec.description}>
      {(data) => <ChoiceForm spec={spec} data={data} />}
    </StepLoader>
  );
}

function ChoiceForm<Data>({ spec, data }: { spec: ChoiceStepSpec<Data>; data: Data }) {
  const i18n = useI18n();
  const { save, saving } = useSaveStep();
  const single = spec.max === 1;
  const initial = spec.initial(data);
  const form = useForm<Record<string, unknown>>({
    // The spec's schema is one of the step schemas; the form holds its single field.
    resolver: zodResolver(
      spec.schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
      undefined,
      {
        raw: true,
      },
    ),
    defaultValues: single ? (initial[0] ? { [spec.field]: initial[0] } : {}) : { [spec.field]: initial },
  });
  const value = form.watch(spec.field) as string | string[] | undefined;
  const selected = single ? (value ? [value as string] : []) : ((value as string[] | undefined) ?? []);
  // A pick past the limit is not taken, but it is answered: the count says the limit.
  const [overLimit, setOverLimit] = useState(false);
  const toggle = (slug: string) => {
    setOverLimit(!single && !selected.includes(slug) && selected.length >= spec.max);
    form.setValue(
      spec.field,
      single ? toggleSingle(value as string | undefined, slug) : toggleLimited(selected, slug, spec.max),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const counts = { count: selected.length, max: spec.max };
  const status = single
    ? selected.length
      ? i18n._('1 selected')
      : i18n._('Choose one')
    : overLimit
      ? i18n._('{count}/{max} selected. You can choose up to {max}: remove one to pick another.', counts)
      : i18n._('{count}/{max} selected', counts);
  return (
    <StepLayout
      title={STEP_TITLES[spec.step]}
      description={spec.description}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        save(values, { setFieldError: (_f, message) => form.setError(spec.field, { message }) }),
      )}
    >
      <SelectionField
        groups={spec.groups(data)}
        showGroupLabels={spec.showGroupLabels}
        selected={selected}
        onToggle={toggle}
        full={single ? undefined : selected.length >= spec.max}
        initialVisible={spec.initialVisible}
        status={status}
        error={form.formState.errors[spec.field]?.message as string | undefined}
        info={spec.info}
      />
    </StepLayout>
  );
}
