import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { loginFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useFormReply, useReplyErrors } from '../../../../lib/form-action.ts';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useSignIn } from '../../api/sign-in.ts';
import { PageForm } from './page-form.tsx';
import { PasswordInput } from './password-input.tsx';
import { UnverifiedNotice } from './unverified-notice.tsx';

type LoginValues = z.infer<typeof loginFormSchema>;

/**
 * 'Email or Username' + Password (docs/product.md §9.3); an identifier with @ signs in by email.
 * Posted to `action` before the script runs: the server signs in and redirects, or answers here.
 */
export function LoginForm({ redirectTo, action }: { redirectTo: string; action: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const reply = useFormReply();
  const [unverified, setUnverified] = useState<string | null>(
    reply?.code === 'EMAIL_NOT_VERIFIED' ? (reply.values?.identifier ?? '') : null,
  );
  const [failure, setFailure] = useState(reply?.code === 'EMAIL_NOT_VERIFIED' ? undefined : reply?.message);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { identifier: reply?.values?.identifier ?? '', password: '' },
    errors: useReplyErrors(reply),
  });

  const onSubmit = async ({ identifier, password }: LoginValues) => {
    setUnverified(null);
    setFailure(undefined);
    try {
      await signIn.mutateAsync({ identifier, password });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') setUnverified(identifier.trim());
      else toast.error(serverMessage(err, 'Login failed'));
      return;
    }
    toast.success('Welcome back!');
    await navigate(redirectTo, { replace: true });
  };

  return (
    <div className="space-y-6">
      {unverified !== null ? <UnverifiedNotice identifier={unverified} /> : null}
      <PageForm action={action} onSubmit={handleSubmit(onSubmit)} failure={failure}>
        <Field label="Email or Username" error={errors.identifier?.message} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={reply?.values?.identifier}
            {...register('identifier')}
          />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <Link
            to={paths.forgotPassword}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Forgot Password
          </Link>
          <Link
            to={paths.loginLink}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Trouble logging in?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting} loadingText="Logging in…">
          Log In
        </Button>
      </PageForm>
    </div>
  );
}
