// A form step's words (labels, hints, placeholders, legends, description) are message ids in English,
// marked /*i18n*/ where a step declares them and drawn with `i18n._` where they are shown.
import type { z } from 'zod';

/** How a field takes up the step's six-column grid on wider screens (full width on phones). */
export type Span = 1 | 2 | 3 | 4 | 6;

interface FieldBase {
  /** The saved field, a key of the step's schema. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  span?: Span;
}

/** A one-line text input. */
export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  /** A live 'n/max' counter beside the hint. */
  counter?: number;
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'email';
  inputMode?: 'email' | 'url' | 'numeric';
  /** Only digits can be typed, at most this many (zip codes, years). */
  digits?: number;
  /** Handles, addresses and usernames: no capitals, spelling or autocorrect. */
  verbatim?: boolean;
  /** Typed in lowercase as it is stored (usernames). */
  lowercase?: boolean;
  /** Shows whether the business username is free while typing; a taken one blocks saving. */
  availability?: boolean;
}

/** A multi-line text area. */
export interface TextAreaFieldSpec extends FieldBase {
  kind: 'textarea';
  rows: number;
}

/** A native select of the states by name. */
export interface StateFieldSpec extends FieldBase {
  kind: 'state';
}

export type FieldSpec = TextFieldSpec | TextAreaFieldSpec | StateFieldSpec;

/** A required yes / no question; 'yes' shows its fields, 'no' clears them. */
export interface YesNoSpec {
  kind: 'yesNo';
  name: string;
  legend: string;
  yesLabel: string;
  noLabel: string;
  fields: readonly FieldSpec[];
}

/** What makes one form step (info, story, contact, storefront, mobile) different. */
export interface FormStepSpec {
  step: number;
  /** The step's shared schema: the form validates with it, the server saves with it. */
  schema: z.ZodType;
  description: string;
  fields: readonly (FieldSpec | YesNoSpec)[];
  /** Show a field's error when it is left, not only on submit (contact links). */
  validateOnBlur?: boolean;
  /** A zip in a state that is not live leads to the out-of-area page after saving. */
  outOfArea?: boolean;
}

/** Every saved field a step declares, its yes / no questions and their fields included. */
export function declaredNames(spec: FormStepSpec): string[] {
  return spec.fields.flatMap((f) =>
    f.kind === 'yesNo' ? [f.name, ...f.fields.map((s) => s.name)] : [f.name],
  );
}

/** The form's starting values from the saved ones: text as text ('' when unset), yes / no as saved. */
export function initialValues(spec: FormStepSpec, data: Record<string, unknown>): Record<string, unknown> {
  const text = (name: string) => [name, data[name] == null ? '' : String(data[name])] as const;
  return Object.fromEntries(
    spec.fields.flatMap((f) => {
      if (f.kind !== 'yesNo') return [text(f.name)];
      const answer = typeof data[f.name] === 'boolean' ? [[f.name, data[f.name]] as const] : [];
      return [...answer, ...f.fields.map((s) => text(s.name))];
    }),
  );
}
