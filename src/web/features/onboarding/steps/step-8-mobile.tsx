import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MOBILE_DESC_MAX, STEP_TITLES, step8Schema } from '#shared/schemas/steps/index.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { CharCounter } from '../components/char-counter.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { YesNoField } from '../components/yes-no-field.tsx';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step8Schema>;
interface Data {
  hasMobileService: boolean | null;
  mobileServiceDesc: string | null;
}
const TITLE = STEP_TITLES[8];
const DESCRIPTION = 'Do you bring your work to your customers?';

/** Step 8: mobile service yes/no and a short description (at most 60); 'no' clears it. */
export function Step8Mobile() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step8Form data={data} />}
    </StepLoader>
  );
}

function Step8Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<Values>({
    resolver: zodResolver(step8Schema, undefined, { raw: true }),
    defaultValues: {
      ...(data.hasMobileService === null ? {} : { hasMobileService: data.hasMobileService }),
      mobileServiceDesc: data.mobileServiceDesc ?? '',
    },
  });
  const has = watch('hasMobileService');
  const errors = formState.errors;
  const choose = (value: boolean) => {
    setValue('hasMobileService', value, { shouldValidate: formState.isSubmitted });
    if (!value) setValue('mobileServiceDesc', '');
  };
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={handleSubmit((values) =>
        save(values, { setFieldError: (f, message) => setError(f as keyof Values, { message }) }),
      )}
    >
      <YesNoField
        legend="Do you offer a mobile service?"
        value={has}
        onChange={choose}
        error={errors.hasMobileService?.message}
        yesLabel="Yes, I travel"
        noLabel="No"
      />
      {has ? (
        <Field
          className="mt-6 border-t border-line/70 pt-6 motion-safe:animate-fade-in"
          label="Describe your mobile service"
          hint={
            <span className="flex justify-between gap-3">
              <span>e.g. “I come to you anywhere in the East Bay.”</span>
              <CharCounter value={watch('mobileServiceDesc')} max={MOBILE_DESC_MAX} />
            </span>
          }
          error={errors.mobileServiceDesc?.message}
        >
          <Input {...register('mobileServiceDesc')} />
        </Field>
      ) : null}
    </StepLayout>
  );
}
