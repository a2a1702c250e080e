import { toast } from 'sonner';
import { z } from 'zod';
import { passwordField } from '#shared/schemas/fields.ts';
import { MSG } from '#shared/schemas/messages.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useChangePassword } from '../../api/change-password.ts';
import { useInlineForm } from '../../hooks/use-inline-form.ts';
import { PASSWORD_HINT } from '../../lib/password-hint.ts';
import { PasswordInput } from '../sign-in/password-input.tsx';
import { SaveOrCancel } from './save-or-cancel.tsx';

const schema = z
  .object({
    currentPassword: z.string().min(1, MSG.required),
    newPassword: passwordField,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { message: MSG.passwordsMismatch, path: ['confirm'] });
type Values = z.infer<typeof schema>;

/** Current + new password; the server applies the same rule as sign-up and signs out other devices. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const i18n = useI18n();
  const { register, handleSubmit, setError, formState } = useInlineForm(
    schema,
    { currentPassword: '', newPassword: '', confirm: '' },
    'currentPassword',
  );
  const { errors, isSubmitting } = formState;
  const changePassword = useChangePassword();

  const onSubmit = async ({ currentPassword, newPassword }: Values) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_PASSWORD')
        setError('currentPassword', { message: i18n._('That isn’t your current password.') });
      else if (err instanceof ApiError && err.fields.newPassword)
        setError('newPassword', { message: err.fields.newPassword });
      else toast.error(i18n._(serverMessage(err, /*i18n*/ 'Could not change your password.')));
      return;
    }
    toast.success(i18n._('Password changed. Your other devices are signed out.'));
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="mt-3 space-y-3"
      aria-label={i18n._('Change password')}
    >
      <Field label={i18n._('Current password')} error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field
        label={i18n._('New password')}
        hint={i18n._(PASSWORD_HINT)}
        error={errors.newPassword?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field label={i18n._('Retype new password')} error={errors.confirm?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirm')} />
      </Field>
      <SaveOrCancel
        label={i18n._('Change password')}
        pending={isSubmitting}
        onCancel={onDone}
        className="flex flex-wrap gap-2"
      />
    </form>
  );
}
