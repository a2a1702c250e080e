import { TERMS } from '../content/terms.ts';
import { LegalPage } from './legal-page.tsx';

/** `/terms`: Terms and Conditions. */
export function TermsPage() {
  return <LegalPage path="/terms" text={TERMS} />;
}
