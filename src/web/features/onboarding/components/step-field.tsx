import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import type { NameStatus } from '../../../lib/use-name-availability.ts';
import { onlyDigits } from '../lib/digits.ts';
import type { FieldSpec, Span, TextFieldSpec } from '../steps/form-step-spec.ts';
import { CharCounter } from './char-counter.tsx';
import { StateSelect } from './state-select.tsx';
import { UsernameStatus } from './username-status.tsx';

type Form = UseFormReturn<Record<string, unknown>>;

// Literal class names, so the stylesheet keeps them.
const SPAN: Record<Span, string> = {
  1: 'sm:col-span-1',
  2: 'sm:col-span-2',
  3: 'sm:col-span-3',
  4: 'sm:col-span-4',
  6: 'sm:col-span-6',
};

/**
 * One declared field of a form step: label, control, hint (with counter or availability) and error.
 * The spec's words and the error are message ids (English), drawn here in the page's language.
 */
export function StepField({
  spec,
  form,
  availability,
}: {
  spec: FieldSpec;
  form: Form;
  availability: NameStatus;
}) {
  const i18n = useI18n();
  const error = form.formState.errors[spec.name]?.message as string | undefined;
  return (
    <Field
      label={i18n._(spec.label)}
      required={spec.required}
      hint={
        spec.hint || (spec.kind === 'text' && (spec.counter || spec.availability)) ? (
          <Hint spec={spec} form={form} availability={error ? null : availability} />
        ) : undefined
      }
      error={error}
      className={SPAN[spec.span ?? 6]}
    >
      {spec.kind === 'textarea' ? (
        <Textarea rows={spec.rows} {...form.register(spec.name)} />
      ) : spec.kind === 'state' ? (
        <StateSelect {...form.register(spec.name)} />
      ) : (
        <TextInput spec={spec} form={form} />
      )}
    </Field>
  );
}

function Hint({
  spec,
  form,
  availability,
}: {
  spec: FieldSpec;
  form: Form;
  availability: NameStatus | null;
}) {
  const i18n = useI18n();
  const hint = spec.hint ? i18n._(spec.hint) : null;
  if (spec.kind === 'text' && spec.counter)
    return (
      <span className="flex justify-between gap-3">
        <span>{hint}</span>
        <CharCounter value={String(form.watch(spec.name) ?? '')} max={spec.counter} />
      </span>
    );
  if (spec.kind === 'text' && spec.availability)
    return (
      <>
        {hint}
        {availability ? <UsernameStatus id="username-status" status={availability} /> : null}
      </>
    );
  return hint;
}

function TextInput({ spec, form }: { spec: TextFieldSpec; form: Form }) {
  const i18n = useI18n();
  const field = form.register(
    spec.name,
    spec.lowercase ? { setValueAs: (v: string) => v.toLowerCase() } : {},
  );
  const { digits, lowercase } = spec;
  return (
    <Input
      type={spec.type ?? 'text'}
      inputMode={spec.inputMode ?? (digits ? 'numeric' : undefined)}
      placeholder={spec.placeholder && i18n._(spec.placeholder)}
      autoComplete={spec.autoComplete}
      maxLength={digits ?? spec.counter}
      {...(spec.verbatim ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {})}
      {...field}
      onChange={(e) => {
        if (digits) e.target.value = onlyDigits(e.target.value, digits);
        if (lowercase) e.target.value = e.target.value.toLowerCase();
        return field.onChange(e);
      }}
    />
  );
}
