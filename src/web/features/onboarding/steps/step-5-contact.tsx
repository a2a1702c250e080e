import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { STEP_TITLES, step5Schema } from '#shared/schemas/steps/index.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { useSaveStep } from '../wizard/use-save-step.ts';

type Values = z.input<typeof step5Schema>;
type Data = { [K in keyof Values]: string | null };
const TITLE = STEP_TITLES[5];
const DESCRIPTION = 'All optional — add the ways shoppers can find you online.';

const FIELDS: {
  name: keyof Values;
  label: string;
  placeholder: string;
  type?: string;
  inputMode?: 'email' | 'url';
}[] = [
  {
    name: 'businessEmail',
    label: 'Business email',
    placeholder: 'hello@yourshop.com',
    type: 'email',
    inputMode: 'email',
  },
  { name: 'instagramUrl', label: 'Instagram', placeholder: '@yourshop' },
  { name: 'tiktokUrl', label: 'TikTok', placeholder: '@yourshop' },
  { name: 'twitterUrl', label: 'Twitter / X', placeholder: '@yourshop' },
  { name: 'facebookUrl', label: 'Facebook', placeholder: 'facebook.com/yourshop', inputMode: 'url' },
  { name: 'websiteUrl', label: 'Website', placeholder: 'yourshop.com', inputMode: 'url' },
];

/** Step 5: optional contact fields; invalid ones block saving; errors show after leaving a field. */
export function Step5Contact() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step5Form data={data} />}
    </StepLoader>
  );
}

function Step5Form({ data }: { data: Data }) {
  const { save, saving } = useSaveStep();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    mode: 'onBlur',
    resolver: zodResolver(step5Schema, undefined, { raw: true }),
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f.name, data[f.name] ?? ''])) as Values,
  });
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      onSubmit={handleSubmit((values) =>
        save(values, { setFieldError: (f, message) => setError(f as keyof Values, { message }) }),
      )}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} error={formState.errors[f.name]?.message}>
            <Input
              type={f.type ?? 'text'}
              inputMode={f.inputMode}
              placeholder={f.placeholder}
              autoCapitalize="none"
              spellCheck={false}
              {...register(f.name)}
            />
          </Field>
        ))}
      </div>
    </StepLayout>
  );
}
