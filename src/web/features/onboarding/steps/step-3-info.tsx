import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { STEP_MSG, STEP_TITLES, step3Schema } from '#shared/schemas/steps/index.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { paths } from '../../../config/paths.ts';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { UsernameStatus } from '../components/username-status.tsx';
import { onlyDigits } from '../lib/digits.ts';
import type { OutOfAreaState } from '../lib/out-of-area-state.ts';
import { useSaveStep } from '../wizard/use-save-step.ts';
import { useUsernameAvailability } from '../wizard/use-username-availability.ts';
import { useWizard } from '../wizard/wizard-context.ts';

type Values = z.input<typeof step3Schema>;
interface Data {
  businessName: string | null;
  ownerNames: string | null;
  businessUsername: string | null;
  yearStarted: number | null;
  businessZipCode: string | null;
}
const TITLE = STEP_TITLES[3];
const DESCRIPTION = 'The essentials shoppers see first. Every field is required.';

/** Step 3: name, owners, username (live availability), year started and zip. */
export function Step3Info() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step3Form data={data} />}
    </StepLoader>
  );
}

function Step3Form({ data }: { data: Data }) {
  const wizard = useWizard();
  const navigate = useNavigate();
  const { save, saving } = useSaveStep();
  const { register, handleSubmit, watch, setError, formState } = useForm<Values>({
    resolver: zodResolver(step3Schema, undefined, { raw: true }),
    defaultValues: {
      businessName: data.businessName ?? '',
      ownerNames: data.ownerNames ?? '',
      businessUsername: data.businessUsername ?? '',
      yearStarted: data.yearStarted ? String(data.yearStarted) : '',
      businessZipCode: data.businessZipCode ?? '',
    },
  });
  const availability = useUsernameAvailability(watch('businessUsername'), wizard.businessId);
  const errors = formState.errors;
  const onValid = (values: Values) => {
    if (availability === 'taken') return setError('businessUsername', { message: STEP_MSG.usernameTaken });
    save(values, {
      setFieldError: (field, message) => setError(field as keyof Values, { message }),
      onResult: ({ outOfArea, unpublished }) => {
        if (!outOfArea) return false;
        const continueTo =
          wizard.mode === 'edit' && wizard.businessId
            ? paths.businessDashboard(wizard.businessId)
            : paths.onboarding(4);
        navigate(paths.outOfArea, {
          state: { ...outOfArea, continueTo, unpublished } satisfies OutOfAreaState,
        });
        return true;
      },
    });
  };
  const username = register('businessUsername', { setValueAs: (v: string) => v.toLowerCase() });
  const year = register('yearStarted');
  const zip = register('businessZipCode');
  return (
    <StepLayout title={TITLE} description={DESCRIPTION} saving={saving} onSubmit={handleSubmit(onValid)}>
      <div className="space-y-5">
        <Field label="Business name" required error={errors.businessName?.message}>
          <Input autoComplete="organization" {...register('businessName')} />
        </Field>
        <Field
          label="Owner names"
          required
          hint="Separate several names with commas."
          error={errors.ownerNames?.message}
        >
          <Input autoComplete="name" {...register('ownerNames')} />
        </Field>
        <Field
          label="Business username"
          required
          hint={
            <>
              Your page address: /business/your-username. Lowercase letters, numbers, . - _
              {errors.businessUsername ? null : <UsernameStatus id="username-status" status={availability} />}
            </>
          }
          error={errors.businessUsername?.message}
        >
          <Input
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...username}
            onChange={(e) => {
              e.target.value = e.target.value.toLowerCase();
              return username.onChange(e);
            }}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Year started" required error={errors.yearStarted?.message}>
            <Input
              inputMode="numeric"
              placeholder="e.g. 2019"
              maxLength={4}
              {...year}
              onChange={(e) => {
                e.target.value = onlyDigits(e.target.value, 4);
                return year.onChange(e);
              }}
            />
          </Field>
          <Field label="ZIP code" required error={errors.businessZipCode?.message}>
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              {...zip}
              onChange={(e) => {
                e.target.value = onlyDigits(e.target.value, 5);
                return zip.onChange(e);
              }}
            />
          </Field>
        </div>
      </div>
    </StepLayout>
  );
}
