import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { LegalText } from '../content/types.ts';
import { QuestionsFooter } from './questions-footer.tsx';
import { TextPage } from './text-page.tsx';

/** A dated legal text (Terms and Conditions, Privacy Notice) with its contents and a way to ask. */
export function LegalPage({ path, text }: { path: '/terms' | '/privacy'; text: LegalText }) {
  const i18n = useI18n();
  const title = i18n._(STATIC_PAGE_META[path].title);
  useDocumentTitle(title);
  const updated = new Date(`${text.updated}T12:00:00Z`).toLocaleDateString(
    i18n.locale === 'es' ? 'es-US' : 'en-US',
    { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  );
  return (
    <TextPage
      eyebrow={i18n._(text.eyebrow)}
      title={title}
      description={i18n._('Last updated {date}', { date: updated })}
      sections={text.sections}
      footer={<QuestionsFooter topic={i18n._(text.topic)} />}
    />
  );
}
