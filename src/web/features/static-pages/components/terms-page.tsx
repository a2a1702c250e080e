import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { TERMS_SECTIONS, TERMS_UPDATED } from '../content/terms.ts';
import { QuestionsFooter } from './questions-footer.tsx';
import { TextPage } from './text-page.tsx';

/** `/terms`: Terms and Conditions. */
export function TermsPage() {
  useDocumentTitle(STATIC_PAGE_META['/terms'].title);
  return (
    <TextPage
      eyebrow="The fine print, kept friendly"
      title="Terms and Conditions"
      description={`Last updated ${TERMS_UPDATED}`}
      sections={TERMS_SECTIONS}
      footer={<QuestionsFooter topic="these terms" />}
    />
  );
}
