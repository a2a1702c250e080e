import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginFormSchema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { paths } from '../../../../config/paths.ts';
import { useFormReply } from '../../../../lib/form-action.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { usePostForm } from '../../../../lib/use-post-form.ts';
import { PageForm } from './page-form.tsx';
import { PasswordInput } from './password-input.tsx';
import { UnverifiedNotice } from './unverified-notice.tsx';

type LoginValues = z.infer<typeof loginFormSchema>;

/**
 * 'Email or Username' + Password (docs/product.md §9.3); an identifier with @ signs in by email.
 * Posted to `action` (auth-actions.ts), by the browser or the router: it signs in and goes where
 * the address's `?redirect=` says, or answers here.
 */
export function LoginForm({ action }: { action: string }) {
  const i18n = useI18n();
  const reply = useFormReply();
  const unverified = reply?.code === 'EMAIL_NOT_VERIFIED' ? (reply.values?.identifier ?? '').trim() : null;
  const failure = unverified === null ? reply?.message : undefined;
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = usePostForm<LoginValues>(reply, {
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: reply?.values?.identifier ?? '', password: '' },
  });

  return (
    <div className="space-y-6">
      {unverified !== null ? <UnverifiedNotice identifier={unverified} /> : null}
      <PageForm action={action} onSubmit={onSubmit} failure={failure}>
        <Field label={i18n._('Email or Username')} error={errors.identifier?.message} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={reply?.values?.identifier}
            {...register('identifier')}
          />
        </Field>
        <Field label={i18n._('Password')} error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <Link
            to={paths.forgotPassword}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {i18n._('Forgot Password')}
          </Link>
          <Link
            to={paths.loginLink}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {i18n._('Trouble logging in?')}
          </Link>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={isSubmitting}
          loadingText={i18n._('Logging in…')}
        >
          {i18n._('Log In')}
        </Button>
      </PageForm>
    </div>
  );
}
