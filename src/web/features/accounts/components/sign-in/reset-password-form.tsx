import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { localizedPath } from '#shared/i18n/locale.ts';
import { resetPasswordFormSchema as schema } from '#shared/schemas/auth.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { paths } from '../../../../config/paths.ts';
import { useFormReply } from '../../../../lib/form-action.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { usePostForm } from '../../../../lib/use-post-form.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { PASSWORD_HINT } from '../../lib/password-hint.ts';
import { PasswordInput } from './password-input.tsx';

type Values = z.infer<typeof schema>;

/**
 * New password twice (the sign-up rules); afterwards the person is signed in, or asked to log in.
 * It posts to the bare path (auth-actions.ts) with the token in its body, never in an address.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const i18n = useI18n();
  const reply = useFormReply();
  const expired = reply?.code === 'INVALID_TOKEN';
  const failure = expired ? undefined : reply?.message;
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = usePostForm<Values>(reply, {
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <form
      noValidate
      method="post"
      action={localizedPath(paths.resetPassword, i18n.locale)}
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <input type="hidden" name="token" value={token} />
      {failure ? (
        <FormAlert tone="error" assertive>
          {i18n._(failure)}
        </FormAlert>
      ) : null}
      {expired ? (
        <FormAlert tone="error" title={i18n._('This reset link doesn’t work anymore')} assertive>
          <p>
            {withTags(i18n._('It may have expired or been used already. <0>Get a new reset link</0>.'), {
              0: (chunk) => (
                <Link
                  to={paths.forgotPassword}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {chunk}
                </Link>
              ),
            })}
          </p>
        </FormAlert>
      ) : null}
      <Field
        label={i18n._('New Password')}
        hint={i18n._(PASSWORD_HINT)}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={i18n._('Retype Password')} error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={isSubmitting}
        loadingText={i18n._('Saving…')}
      >
        {i18n._('Update Password')}
      </Button>
    </form>
  );
}
