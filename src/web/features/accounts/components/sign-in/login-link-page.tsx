import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { linkProblem } from '../../lib/link-problem.ts';
import { EmailLinkPage } from './email-link-page.tsx';

/** `/login-link` — 'Trouble logging in?': a one-time login link by email (docs/product.md §9.4). */
export function LoginLinkPage() {
  const [params] = useSearchParams();
  const problem = linkProblem(params.toString());
  return (
    <EmailLinkPage
      icon={<RoundIcon icon={KeyRound} />}
      title="Trouble logging in?"
      lead="Enter your email and we’ll send you a one-time link that logs you straight in."
      notice={
        problem ? (
          <FormAlert tone="warning" className="mb-6">
            <p>{problem} Ask for a new one below.</p>
          </FormAlert>
        ) : null
      }
      action={paths.loginLink}
      link="login"
      lasts="It works once and expires in 15 minutes."
    />
  );
}
