import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { linkProblem } from '../../lib/link-problem.ts';
import { EmailLinkPage } from './email-link-page.tsx';

/** `/login-link` — 'Trouble logging in?': a one-time login link by email (docs/product.md §9.4). */
export function LoginLinkPage() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const problem = linkProblem(params.toString());
  return (
    <EmailLinkPage
      icon={<RoundIcon icon={KeyRound} />}
      title={i18n._('Trouble logging in?')}
      lead={i18n._('Enter your email and we’ll send you a one-time link that logs you straight in.')}
      notice={
        problem ? (
          <FormAlert tone="warning" className="mb-6">
            <p>
              {i18n._(problem)} {i18n._('Ask for a new one below.')}
            </p>
          </FormAlert>
        ) : null
      }
      action={paths.loginLink}
      link="login"
      lasts={i18n._('It works once and expires in 15 minutes.')}
    />
  );
}
