import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { STEP_MSG, STEP_TITLES } from '#shared/schemas/steps/index.ts';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useUsernameAvailability } from '../api/get-business-username-available.ts';
import type { StepResult } from '../api/update-step.ts';
import { StepField } from '../components/step-field.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { YesNoField } from '../components/yes-no-field.tsx';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { useWizard } from '../hooks/wizard-context.ts';
import type { OutOfAreaState } from '../lib/out-of-area-state.ts';
import { type FormStepSpec, initialValues, type YesNoSpec } from './form-step-spec.ts';

type Data = Record<string, unknown>;
type Form = ReturnType<typeof useForm<Data>>;

/** A wizard step declared as data: its fields in a grid, validated by the step's schema, saved on submit. */
export function FormStep({ spec }: { spec: FormStepSpec }) {
  return (
    <StepLoader<Data> title={STEP_TITLES[spec.step]} description={spec.description}>
      {(data) => <StepForm spec={spec} data={data} />}
    </StepLoader>
  );
}

function StepForm({ spec, data }: { spec: FormStepSpec; data: Data }) {
  const wizard = useWizard();
  const { save, saving } = useSaveStep();
  const toOutOfArea = useOutOfAreaRedirect();
  const form = useForm<Data>({
    mode: spec.validateOnBlur ? 'onBlur' : 'onSubmit',
    // The spec's schema is one of the step schemas; the form holds its fields.
    resolver: zodResolver(spec.schema as z.ZodType<Data, Data>, undefined, { raw: true }),
    defaultValues: initialValues(spec, data),
  });
  const username = spec.fields.find((f) => f.kind === 'text' && f.availability)?.name;
  const availability = useUsernameAvailability(
    username ? String(form.watch(username) ?? '') : '',
    wizard.businessId,
  );
  const onValid = (values: Data) => {
    if (username && availability === 'taken')
      return form.setError(username, { message: STEP_MSG.usernameTaken });
    save(values, {
      setFieldError: (field, message) => form.setError(field, { message }),
      onResult: spec.outOfArea ? toOutOfArea : undefined,
    });
  };
  return (
    <StepLayout
      title={STEP_TITLES[spec.step]}
      description={spec.description}
      saving={saving}
      onSubmit={form.handleSubmit(onValid)}
    >
      <div className="grid gap-5 sm:grid-cols-6">
        {spec.fields.map((f) =>
          f.kind === 'yesNo' ? (
            <YesNoSection key={f.name} spec={f} form={form} />
          ) : (
            <StepField key={f.name} spec={f} form={form} availability={availability} />
          ),
        )}
      </div>
    </StepLayout>
  );
}

/** The question, then its fields once the answer is yes; answering no empties them. */
function YesNoSection({ spec, form }: { spec: YesNoSpec; form: Form }) {
  const i18n = useI18n();
  const answer = form.watch(spec.name) as boolean | undefined;
  const choose = (value: boolean) => {
    form.setValue(spec.name, value, { shouldValidate: form.formState.isSubmitted });
    if (!value) for (const f of spec.fields) form.setValue(f.name, '');
  };
  return (
    <div className="sm:col-span-6">
      <YesNoField
        legend={i18n._(spec.legend)}
        value={answer}
        onChange={choose}
        error={form.formState.errors[spec.name]?.message as string | undefined}
        yesLabel={i18n._(spec.yesLabel)}
        noLabel={i18n._(spec.noLabel)}
      />
      {answer ? (
        <div className="mt-6 grid gap-5 border-t border-line/70 pt-6 sm:grid-cols-6 motion-safe:animate-fade-in">
          {spec.fields.map((f) => (
            <StepField key={f.name} spec={f} form={form} availability="idle" />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** After saving a zip in a state that is not live: the out-of-area page, then on to where the owner was going. */
function useOutOfAreaRedirect() {
  const wizard = useWizard();
  const navigate = useNavigate();
  return ({ outOfArea, unpublished }: StepResult) => {
    if (!outOfArea) return false;
    const continueTo =
      wizard.mode === 'edit' && wizard.businessId
        ? paths.businessDashboard(wizard.businessId)
        : paths.onboarding(4);
    navigate(paths.outOfArea, { state: { ...outOfArea, continueTo, unpublished } satisfies OutOfAreaState });
    return true;
  };
}
