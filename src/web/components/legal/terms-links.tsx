import { paths } from '../../config/paths.ts';
import { AppLink } from '../ui/app-link.tsx';

const link = 'font-semibold text-primary underline underline-offset-4';

/** "the Terms and Conditions and the Privacy Notice", each opening in a new tab (said to screen readers). */
export function TermsLinks() {
  return (
    <>
      the{' '}
      <AppLink to={paths.terms} target="_blank" rel="noopener" className={link}>
        Terms and Conditions
        <span className="sr-only"> (opens in a new tab)</span>
      </AppLink>{' '}
      and the{' '}
      <AppLink to={paths.privacy} target="_blank" rel="noopener" className={link}>
        Privacy Notice
        <span className="sr-only"> (opens in a new tab)</span>
      </AppLink>
    </>
  );
}
