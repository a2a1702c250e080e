import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { localizedPath } from '#shared/i18n/locale.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';

/**
 * A sign-in form that works before script: it posts to its page's route action (ADR 017), and the
 * failure that action answered with is shown on top. With script, `onSubmit` takes over. `action` is
 * a path of the router (no language prefix): the page's language is added for the browser's post.
 */
export function PageForm({
  action,
  onSubmit,
  failure,
  children,
}: {
  action: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure?: string;
  children: ReactNode;
}) {
  const i18n = useI18n();
  return (
    <form
      noValidate
      method="post"
      action={localizedPath(action, i18n.locale)}
      onSubmit={onSubmit}
      className="space-y-5"
    >
      {failure ? (
        <FormAlert tone="error" assertive>
          {i18n._(failure)}
        </FormAlert>
      ) : null}
      {children}
    </form>
  );
}

/** The Email field, refilled with what was posted when the form came back without script. */
export function EmailField({
  registration,
  reply,
  error,
}: {
  registration: UseFormRegisterReturn;
  reply?: { values?: { email?: string } } | null;
  error?: string;
}) {
  const i18n = useI18n();
  return (
    <Field label={i18n._('Email')} error={error} required>
      <Input type="email" autoComplete="email" defaultValue={reply?.values?.email} {...registration} />
    </Field>
  );
}
