import { toast } from 'sonner';
import { z } from 'zod';
import { emailField, passwordField } from '#shared/schemas/fields.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useChangeSignupEmail } from '../../api/change-signup-email.ts';
import { useInlineForm } from '../../hooks/use-inline-form.ts';
import { PasswordInput } from './password-input.tsx';

const schema = z.object({ email: emailField, password: passwordField });
type Values = z.infer<typeof schema>;

export interface ChangeEmailFormProps {
  username: string;
  currentEmail: string;
  onCancel: () => void;
  onChanged: (email: string) => void;
}

/** New address + the password (the same one, or a new choice): only this browser's sign-up can be moved. */
export function ChangeEmailForm({ username, currentEmail, onCancel, onChanged }: ChangeEmailFormProps) {
  const i18n = useI18n();
  const { register, handleSubmit, setError, formState } = useInlineForm(
    schema,
    { email: '', password: '' },
    'email',
  );
  const { errors, isSubmitting } = formState;
  const changeSignupEmail = useChangeSignupEmail();

  const onSubmit = async ({ email, password }: Values) => {
    if (email.toLowerCase() === currentEmail.toLowerCase()) {
      setError('email', { message: i18n._('That’s the address we already sent the link to.') });
      return;
    }
    try {
      await changeSignupEmail.mutateAsync({ email, password });
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) setError('email', { message: err.fields.email });
      else if (err instanceof ApiError && err.fields.password)
        setError('password', { message: err.fields.password });
      else toast.error(i18n._(serverMessage(err, /*i18n*/ 'Something went wrong.')));
      return;
    }
    toast.success(i18n._('Confirmation email sent to {email}.', { email }));
    onChanged(email);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-4 rounded-lg border border-line bg-paper p-4 text-left shadow-soft"
      aria-label={i18n._('Use a different email')}
    >
      <p className="text-sm text-ink-soft">
        {withTags(
          i18n._(
            'We’ll send a new link to the right address and keep <0>{username}</0> for you. The link sent to {email} will stop working.',
            { username, email: currentEmail },
          ),
          { 0: (chunk) => <strong className="text-ink">{chunk}</strong> },
        )}
      </p>
      <Field label={i18n._('Correct email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label={i18n._('Password')}
        hint={i18n._('The password for your account: the one you chose, or a new one.')}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {i18n._('Cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText={i18n._('Sending…')}>
          {i18n._('Send new link')}
        </Button>
      </div>
    </form>
  );
}
