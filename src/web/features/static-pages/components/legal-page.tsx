import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { LegalText } from '../content/types.ts';
import { QuestionsFooter } from './questions-footer.tsx';
import { TextPage } from './text-page.tsx';

/** A dated legal text (Terms and Conditions, Privacy Notice) with its contents and a way to ask. */
export function LegalPage({ path, text }: { path: '/terms' | '/privacy'; text: LegalText }) {
  const { title } = STATIC_PAGE_META[path];
  useDocumentTitle(title);
  return (
    <TextPage
      eyebrow={text.eyebrow}
      title={title}
      description={`Last updated ${text.updated}`}
      sections={text.sections}
      footer={<QuestionsFooter topic={text.topic} />}
    />
  );
}
