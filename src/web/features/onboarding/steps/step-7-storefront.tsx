import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { STEP_TITLES, step7Schema } from '#shared/schemas/steps/index.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StateSelect } from '../components/state-select.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { YesNoField } from '../components/yes-no-field.tsx';
import { onlyDigits } from '../lib/digits.ts';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step7Schema>;
type Address = Exclude<keyof Values, 'hasStorefront'>;
type Data = { hasStorefront: boolean | null } & Record<Address, string | null>;
const ADDRESS: Address[] = [
  'storefrontStreet',
  'storefrontSuite',
  'storefrontCity',
  'storefrontState',
  'storefrontZipCode',
];
const TITLE = STEP_TITLES[7];
const DESCRIPTION = 'Can shoppers visit you in person?';

/** Step 7: storefront yes/no; 'yes' needs street, city, state and a 5-digit zip; 'no' clears them. */
export function Step7Storefront() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step7Form data={data} />}
    </StepLoader>
  );
}

function Step7Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<Values>({
    resolver: zodResolver(step7Schema, undefined, { raw: true }),
    defaultValues: {
      ...(data.hasStorefront === null ? {} : { hasStorefront: data.hasStorefront }),
      ...Object.fromEntries(ADDRESS.map((f) => [f, data[f] ?? ''])),
    },
  });
  const has = watch('hasStorefront');
  const errors = formState.errors;
  const choose = (value: boolean) => {
    setValue('hasStorefront', value, { shouldValidate: formState.isSubmitted });
    if (!value) for (const f of ADDRESS) setValue(f, '');
  };
  const zip = register('storefrontZipCode');
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
        legend="Do you have a storefront?"
        value={has}
        onChange={choose}
        error={errors.hasStorefront?.message}
        yesLabel="Yes, come visit"
        noLabel="No storefront"
      />
      {has ? (
        <div className="mt-6 grid gap-5 border-t border-line/70 pt-6 sm:grid-cols-6 motion-safe:animate-fade-in">
          <Field label="Street" required error={errors.storefrontStreet?.message} className="sm:col-span-4">
            <Input autoComplete="address-line1" {...register('storefrontStreet')} />
          </Field>
          <Field label="Suite" className="sm:col-span-2">
            <Input autoComplete="address-line2" {...register('storefrontSuite')} />
          </Field>
          <Field label="City" required error={errors.storefrontCity?.message} className="sm:col-span-3">
            <Input autoComplete="address-level2" {...register('storefrontCity')} />
          </Field>
          <Field label="State" required error={errors.storefrontState?.message} className="sm:col-span-2">
            <StateSelect {...register('storefrontState')} />
          </Field>
          <Field label="ZIP" required error={errors.storefrontZipCode?.message} className="sm:col-span-1">
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
      ) : null}
    </StepLayout>
  );
}
