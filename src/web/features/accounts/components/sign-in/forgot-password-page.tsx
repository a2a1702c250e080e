import { LockKeyhole } from 'lucide-react';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { EmailLinkPage } from './email-link-page.tsx';

/** `/forgot-password` (docs/product.md §9.5): a password reset link by email. */
export function ForgotPasswordPage() {
  const i18n = useI18n();
  return (
    <EmailLinkPage
      icon={<RoundIcon icon={LockKeyhole} />}
      title={i18n._('Forgot Password')}
      lead={i18n._('Enter the email you signed up with and we’ll send you a link to choose a new password.')}
      action={paths.forgotPassword}
      link="reset"
      lasts={i18n._('It expires in 1 hour.')}
    />
  );
}
