import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HEADLINE_MAX, STEP_TITLES, step4Schema } from '#shared/schemas/steps/index.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { CharCounter } from '../components/char-counter.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step4Schema>;
interface Data {
  businessHeadline: string | null;
  ownerStory: string | null;
}
const TITLE = STEP_TITLES[4];
const DESCRIPTION = 'Shoppers love knowing who is behind a business. Tell them yours.';

/** Step 4: a headline (optional, at most 60 with a live counter) and the story (required). */
export function Step4Story() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step4Form data={data} />}
    </StepLoader>
  );
}

function Step4Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const { register, handleSubmit, watch, setError, formState } = useForm<Values>({
    resolver: zodResolver(step4Schema, undefined, { raw: true }),
    defaultValues: { businessHeadline: data.businessHeadline ?? '', ownerStory: data.ownerStory ?? '' },
  });
  const errors = formState.errors;
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={handleSubmit((values) =>
        save(values, { setFieldError: (f, message) => setError(f as keyof Values, { message }) }),
      )}
    >
      <div className="space-y-6">
        <Field
          label="Headline"
          hint={
            <span className="flex justify-between gap-3">
              <span>One line that sums you up, e.g. “Small-batch candles poured in Oakland.”</span>
              <CharCounter value={watch('businessHeadline')} max={HEADLINE_MAX} />
            </span>
          }
          error={errors.businessHeadline?.message}
        >
          <Input {...register('businessHeadline')} />
        </Field>
        <Field
          label="Your story"
          required
          hint="How did you start? What do you make or do, and why does it matter to you?"
          error={errors.ownerStory?.message}
        >
          <Textarea rows={8} {...register('ownerStory')} />
        </Field>
      </div>
    </StepLayout>
  );
}
