import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** The way back from a recovery screen to the log-in form. */
export function BackToLogIn() {
  const i18n = useI18n();
  return (
    <Link to={paths.auth('login')} className="font-semibold text-primary underline underline-offset-4">
      {i18n._('Back to Log In')}
    </Link>
  );
}
