import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { signUpFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { paths } from '../../../../config/paths.ts';
import { useFormReply } from '../../../../lib/form-action.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { usePostForm } from '../../../../lib/use-post-form.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { useUsernameAvailability } from '../../api/get-username-exists.ts';
import { PASSWORD_HINT } from '../../lib/password-hint.ts';
import { UsernameField } from '../shared/username-field.tsx';
import { EmailField, PageForm } from './page-form.tsx';
import { PasswordInput } from './password-input.tsx';

type SignUpValues = z.infer<typeof signUpFormSchema>;

/**
 * Email, Username (checked as typed), Password, Retype Password (docs/product.md §9.1). Posted to
 * `action` (auth-actions.ts) by the browser or the router: it signs up and goes to /confirm-email,
 * or answers here.
 */
export function SignupForm({ action }: { action: string }) {
  const i18n = useI18n();
  const reply = useFormReply();
  const {
    register,
    onSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = usePostForm<SignUpValues>(
    reply,
    {
      resolver: zodResolver(signUpFormSchema),
      defaultValues: {
        email: reply?.values?.email ?? '',
        username: reply?.values?.username ?? '',
        password: '',
        confirmPassword: '',
      },
    },
    {
      // A username already taken is said beside the field as it is typed: it is not sent.
      canSend: () => {
        if (status !== 'taken') return true;
        setFocus('username');
        return false;
      },
    },
  );
  const username = useWatch({ control, name: 'username' });
  const status = useUsernameAvailability(username);

  return (
    <PageForm action={action} onSubmit={onSubmit} failure={reply?.message}>
      <EmailField registration={register('email')} reply={reply} error={errors.email?.message} />
      <UsernameField
        registration={register('username')}
        defaultValue={reply?.values?.username}
        error={errors.username?.message}
        status={status}
      />
      <Field
        label={i18n._('Password')}
        hint={i18n._(PASSWORD_HINT)}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={i18n._('Retype Password')} error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <p className="text-sm text-ink-soft">
        {withTags(
          i18n._('By signing up you agree to our <0>Terms and Conditions</0> and <1>Privacy Notice</1>.'),
          {
            0: (chunk) => (
              <Link to={paths.terms} className="font-semibold text-primary underline underline-offset-4">
                {chunk}
              </Link>
            ),
            1: (chunk) => (
              <Link to={paths.privacy} className="font-semibold text-primary underline underline-offset-4">
                {chunk}
              </Link>
            ),
          },
        )}
      </p>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={isSubmitting}
        loadingText={i18n._('Creating account…')}
      >
        {i18n._('Sign Up')}
      </Button>
    </PageForm>
  );
}
