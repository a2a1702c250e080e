import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { resetPasswordFormSchema as schema } from '#shared/schemas/auth.ts';
import { sessionQueryOptions } from '../../../../api/get-session.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useFormReply, useReplyErrors } from '../../../../lib/form-action.ts';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useResetPassword } from '../../api/reset-password.ts';
import { PASSWORD_HINT } from '../../lib/password-hint.ts';
import { PasswordInput } from './password-input.tsx';

type Values = z.infer<typeof schema>;

/**
 * New password twice (the sign-up rules); afterwards the person is signed in, or asked to log in.
 * Before the script runs it posts to the bare path with the token in its body, never in an address.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const reply = useFormReply();
  const [expired, setExpired] = useState(reply?.code === 'INVALID_TOKEN');
  const [failure, setFailure] = useState(reply?.code === 'INVALID_TOKEN' ? undefined : reply?.message);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
    errors: useReplyErrors(reply),
  });

  const onSubmit = async ({ password }: Values) => {
    setFailure(undefined);
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') setExpired(true);
      else toast.error(serverMessage(err, 'Something went wrong.'));
      return;
    }
    const session = await queryClient
      .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
      .catch(() => null);
    if (session) {
      toast.success('Password updated. You’re logged in.');
      await navigate(paths.profile, { replace: true });
    } else {
      toast.success('Password updated. Log in with your new password.');
      await navigate(paths.auth('login'), { replace: true });
    }
  };

  return (
    <form
      noValidate
      method="post"
      action={paths.resetPassword}
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
    >
      <input type="hidden" name="token" value={token} />
      {failure ? (
        <FormAlert tone="error" assertive>
          {failure}
        </FormAlert>
      ) : null}
      {expired ? (
        <FormAlert tone="error" title="This reset link doesn’t work anymore" assertive>
          <p>
            It may have expired or been used already.{' '}
            <Link
              to={paths.forgotPassword}
              className="font-semibold text-primary underline underline-offset-4"
            >
              Get a new reset link
            </Link>
            .
          </p>
        </FormAlert>
      ) : null}
      <Field label="New Password" hint={PASSWORD_HINT} error={errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Retype Password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} loadingText="Saving…">
        Update Password
      </Button>
    </form>
  );
}
