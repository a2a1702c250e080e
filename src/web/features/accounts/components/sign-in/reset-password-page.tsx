import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useFormReply } from '../../../../lib/form-action.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { AuthShell } from './auth-shell.tsx';
import { BackToLogIn } from './back-to-log-in.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** `/reset-password?token=…`: choose a new password; every other session ends, this one signs in. */
export function ResetPasswordPage() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  // A form posted without the script comes back to the bare path, with its token in the reply.
  const reply = useFormReply();
  const token = params.get('token') || reply?.values?.token || null;
  const broken = !token || params.has('error');
  return (
    <AuthShell
      icon={<RoundIcon icon={KeyRound} />}
      title={i18n._('Choose a new password')}
      lead={broken ? undefined : i18n._('Pick something you haven’t used here before.')}
      footer={<BackToLogIn />}
    >
      {broken ? (
        <div className="space-y-6">
          <FormAlert tone="warning" title={i18n._('This reset link doesn’t work')}>
            <p>
              {i18n._('It may have expired (links last 1 hour) or been used already. Ask for a new one.')}
            </p>
          </FormAlert>
          <ButtonLink to={paths.forgotPassword} size="lg" className="w-full">
            {i18n._('Get a new reset link')}
          </ButtonLink>
        </div>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthShell>
  );
}
