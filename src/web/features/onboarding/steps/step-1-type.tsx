import { zodResolver } from '@hookform/resolvers/zod';
import { Scissors, ShoppingBag } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { STEP_TITLES, step1Schema } from '#shared/schemas/steps/index.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useCreateBusiness } from '../api/create-business.ts';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { TypeOption } from '../components/type-option.tsx';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { useWizard } from '../hooks/wizard-context.ts';
import { setCurrentBusinessId } from '../lib/current-business.ts';
import { reportSaveError } from '../lib/report-save-error.ts';
import { NO_USER, STEP_MESSAGES } from '../lib/step-messages.ts';

const TYPES = [
  {
    icon: ShoppingBag,
    title: /*i18n*/ 'I sell products',
    text: /*i18n*/ 'Handmade goods, vintage finds, food, art — things people take home.',
    value: 'shop',
  },
  {
    icon: Scissors,
    title: /*i18n*/ 'I offer services',
    text: /*i18n*/ 'Hair, photos, classes, repairs, care — work you do for people.',
    value: 'service',
  },
] as const;

type Values = z.input<typeof step1Schema>;
const TITLE = STEP_TITLES[1];
const DESCRIPTION = /*i18n*/ 'Tell us what your business does. You can change this later.';

/** Step 1: shop or service. The first save creates the business (POST), later ones update it. */
export function Step1Type() {
  const { businessId } = useWizard();
  if (!businessId) return <Step1Form />;
  return (
    <StepLoader<Partial<Values>> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step1Form initial={data.businessType} />}
    </StepLoader>
  );
}

function Step1Form({ initial }: { initial?: Values['businessType'] }) {
  const wizard = useWizard();
  const i18n = useI18n();
  const { save, saving } = useSaveStep();
  const form = useForm<Values>({
    resolver: zodResolver(step1Schema, undefined, { raw: true }),
    defaultValues: initial ? { businessType: initial } : {},
  });
  const create = useCreateBusiness();
  const onCreated = ({ businessId }: { businessId: string }) => {
    setCurrentBusinessId(businessId);
    wizard.setBusinessId(businessId);
    toast.success(i18n._(STEP_MESSAGES[1].saved));
    wizard.afterSave();
  };
  const onCreateFailed = (err: Error) =>
    err instanceof ApiError && err.status === 401
      ? toast.error(i18n._(NO_USER))
      : reportSaveError(err, STEP_MESSAGES[1], i18n);
  const onValid = (values: Values) =>
    wizard.businessId
      ? save(values, { setFieldError: (f, m) => form.setError(f as 'businessType', { message: m }) })
      : create.mutate(values.businessType, { onSuccess: onCreated, onError: onCreateFailed });
  const error = form.formState.errors.businessType?.message;
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      onSubmit={form.handleSubmit(onValid)}
      saving={saving || create.isPending}
    >
      <fieldset aria-describedby={error ? 'business-type-error' : undefined}>
        <legend className="sr-only">{i18n._('What does your business do?')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {TYPES.map((t) => (
            <TypeOption
              key={t.value}
              icon={t.icon}
              title={i18n._(t.title)}
              text={i18n._(t.text)}
              value={t.value}
              {...form.register('businessType')}
            />
          ))}
        </div>
      </fieldset>
      <FieldError id="business-type-error" message={error} className="mt-4" />
    </StepLayout>
  );
}
