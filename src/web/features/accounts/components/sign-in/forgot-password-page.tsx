import { LockKeyhole } from 'lucide-react';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { EmailLinkPage } from './email-link-page.tsx';

/** `/forgot-password` (docs/product.md §9.5): a password reset link by email. */
export function ForgotPasswordPage() {
  return (
    <EmailLinkPage
      icon={<RoundIcon icon={LockKeyhole} />}
      title="Forgot Password"
      lead="Enter the email you signed up with and we’ll send you a link to choose a new password."
      action={paths.forgotPassword}
      link="reset"
      lasts="It expires in 1 hour."
    />
  );
}
