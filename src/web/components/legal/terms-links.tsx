import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { withTags } from '../../lib/with-tags.tsx';
import { AppLink } from '../ui/app-link.tsx';

const link = 'font-semibold text-primary underline underline-offset-4';

/**
 * "the Terms and Conditions and the Privacy Notice", each opening in a new tab (said to screen readers):
 * the end of a sentence ("I accept …", "Read …") whose start the caller says.
 */
export function TermsLinks() {
  const i18n = useI18n();
  const newTab = <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>;
  const words = withTags(i18n._('the <0>Terms and Conditions</0> and the <1>Privacy Notice</1>'), {
    0: (chunk) => (
      <AppLink to={paths.terms} target="_blank" rel="noopener" className={link}>
        {chunk}
        {newTab}
      </AppLink>
    ),
    1: (chunk) => (
      <AppLink to={paths.privacy} target="_blank" rel="noopener" className={link}>
        {chunk}
        {newTab}
      </AppLink>
    ),
  });
  return <>{words}</>;
}
