import { PRIVACY } from '../content/privacy.ts';
import { LegalPage } from './legal-page.tsx';

/** `/privacy`: Privacy Notice, last updated July 11, 2024 (docs/product.md §3.4). */
export function PrivacyPage() {
  return <LegalPage path="/privacy" text={PRIVACY} />;
}
