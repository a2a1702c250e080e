import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { signUpFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useFormReply, useReplyErrors } from '../../../../lib/form-action.ts';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useUsernameAvailability } from '../../api/get-username-exists.ts';
import { useSignUp } from '../../api/sign-up.ts';
import { PASSWORD_HINT } from '../../lib/password-hint.ts';
import { savePendingSignup } from '../../lib/pending-signup.ts';
import { UsernameField } from '../shared/username-field.tsx';
import { EmailField, PageForm } from './page-form.tsx';
import { PasswordInput } from './password-input.tsx';

type SignUpValues = z.infer<typeof signUpFormSchema>;
const FIELDS = ['email', 'username', 'password', 'confirmPassword'] as const;

/**
 * Email, Username (checked as typed), Password, Retype Password (docs/product.md §9.1). Posted to
 * `action` before the script runs: the server signs up and redirects, or answers here.
 */
export function SignupForm({ action }: { action: string }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const reply = useFormReply();
  const [failure, setFailure] = useState(reply?.message);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: {
      email: reply?.values?.email ?? '',
      username: reply?.values?.username ?? '',
      password: '',
      confirmPassword: '',
    },
    errors: useReplyErrors(reply),
  });
  const username = useWatch({ control, name: 'username' });
  const status = useUsernameAvailability(username);

  const onSubmit = async ({ email, username, password }: SignUpValues) => {
    if (status === 'taken') {
      setFocus('username');
      return;
    }
    setFailure(undefined);
    try {
      await signUp.mutateAsync({ email, username, password });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      for (const name of FIELDS) if (fields[name]) setError(name, { message: fields[name] });
      if (!FIELDS.some((name) => fields[name])) toast.error(serverMessage(err, 'Sign up failed'));
      return;
    }
    savePendingSignup({ email, username, sentAt: Date.now() });
    toast.success('Account created! Check your inbox to verify.');
    await navigate(paths.confirmEmail, { state: { email, username } });
  };

  return (
    <PageForm action={action} onSubmit={handleSubmit(onSubmit)} failure={failure}>
      <EmailField registration={register('email')} reply={reply} error={errors.email?.message} />
      <UsernameField
        registration={register('username')}
        defaultValue={reply?.values?.username}
        error={errors.username?.message}
        status={status}
      />
      <Field label="Password" hint={PASSWORD_HINT} error={errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Retype Password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <p className="text-sm text-ink-soft">
        By signing up you agree to our{' '}
        <Link to={paths.terms} className="font-semibold text-primary underline underline-offset-4">
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} className="font-semibold text-primary underline underline-offset-4">
          Privacy Notice
        </Link>
        .
      </p>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={isSubmitting}
        loadingText="Creating account…"
      >
        Sign Up
      </Button>
    </PageForm>
  );
}
