import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy.ts';
import { QuestionsFooter } from './questions-footer.tsx';
import { TextPage } from './text-page.tsx';

/** `/privacy`: Privacy Notice, last updated July 11, 2024 (docs/product.md §3.4). */
export function PrivacyPage() {
  useDocumentTitle(STATIC_PAGE_META['/privacy'].title);
  return (
    <TextPage
      eyebrow="Your information"
      title="Privacy Notice"
      description={`Last updated ${PRIVACY_UPDATED}`}
      sections={PRIVACY_SECTIONS}
      footer={<QuestionsFooter topic="your privacy" />}
    />
  );
}
