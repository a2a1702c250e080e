import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';

/** The way back from a recovery screen to the log-in form. */
export function BackToLogIn() {
  return (
    <Link to={paths.auth('login')} className="font-semibold text-primary underline underline-offset-4">
      Back to Log In
    </Link>
  );
}
