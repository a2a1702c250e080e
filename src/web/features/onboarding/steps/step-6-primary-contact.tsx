import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  contactOptionLabel,
  PRIMARY_CONTACT_OPTIONS,
  type PrimaryContactOption,
} from '#shared/catalogues/contact-options.ts';
import {
  contactChannelValue,
  primaryContactProblem,
  STEP_TITLES,
  step6Schema,
} from '#shared/schemas/steps/index.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { type ContactValues, primaryContactOption } from '../lib/primary-contact.ts';
import { loadedStep } from './loaded-step.tsx';

type Values = z.input<typeof step6Schema>;
const TITLE = STEP_TITLES[6];
const DESCRIPTION = /*i18n*/ 'How should customers reach you first?';

/** Step 6: one preferred contact; every channel but the store needs its value saved at step 5. */
export const Step6PrimaryContact = loadedStep<ContactValues>(6, DESCRIPTION, Step6Form);

function Step6Form({ data }: { data: ContactValues }) {
  const i18n = useI18n();
  const { save, saving } = useSaveStep();
  const initial = primaryContactOption(data);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(step6Schema, undefined, { raw: true }),
    defaultValues: initial ? { primaryContact: initial } : {},
  });
  // Each option shows the value step 5 holds for it (the owner's own, as written), or what to add first.
  const detail = (option: PrimaryContactOption) => {
    if (option === 'Physical store') return undefined;
    const problem = primaryContactProblem(option, data);
    return contactChannelValue(option, data) ?? (problem ? i18n._(problem) : undefined);
  };
  const onValid = (values: Values) => {
    const problem = primaryContactProblem(values.primaryContact as PrimaryContactOption, data);
    if (problem) return setError('primaryContact', { message: problem });
    save(values, { setFieldError: (_f, message) => setError('primaryContact', { message }) });
  };
  const error = formState.errors.primaryContact?.message;
  return (
    <StepLayout title={TITLE} description={DESCRIPTION} saving={saving} onSubmit={handleSubmit(onValid)}>
      <fieldset aria-describedby={error ? 'primary-contact-error' : undefined}>
        <legend className="sr-only">{i18n._('Preferred contact')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PRIMARY_CONTACT_OPTIONS.map((option) => (
            <RadioCard
              key={option}
              label={i18n._(contactOptionLabel(option))}
              detail={detail(option)}
              value={option}
              {...register('primaryContact')}
            />
          ))}
        </div>
      </fieldset>
      <FieldError id="primary-contact-error" message={error} className="mt-4" />
    </StepLayout>
  );
}
