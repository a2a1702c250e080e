import { ArrowRight } from 'lucide-react';
import { useSession } from '../../../api/get-session.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * The waitlist's answer for a ZIP code in a live state (docs/product.md §13, **L3**): the server's
 * message, and the way to list the business now (sign up, or the wizard when signed in).
 */
export function StateLiveNotice({ message }: { message: string }) {
  const i18n = useI18n();
  const { isSignedIn } = useSession();
  return (
    <FormAlert tone="success" assertive>
      <p>{i18n._(message)}</p>
      <ButtonLink
        to={isSignedIn ? paths.onboarding() : paths.auth('signup')}
        size="sm"
        className="mt-3 w-full sm:w-auto"
      >
        {i18n._('List your business')}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </FormAlert>
  );
}
