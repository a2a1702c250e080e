import { LockKeyhole } from 'lucide-react';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useRequestPasswordReset } from '../../api/request-password-reset.ts';
import { EmailLinkPage } from './email-link-page.tsx';

/** `/forgot-password` (docs/product.md §9.5): a password reset link by email. */
export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  return (
    <EmailLinkPage
      icon={<RoundIcon icon={LockKeyhole} />}
      title="Forgot Password"
      lead="Enter the email you signed up with and we’ll send you a link to choose a new password."
      action={paths.forgotPassword}
      link="reset"
      request={requestReset.mutateAsync}
      lasts="It expires in 1 hour."
    />
  );
}
