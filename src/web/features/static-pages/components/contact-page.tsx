import { Clock, Handshake, MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { withTags } from '../../../lib/with-tags.tsx';
import { MailboxLink } from './mailbox-link.tsx';

const TOPICS = [
  {
    icon: MessageCircleHeart,
    title: /*i18n*/ 'Say hello',
    text: /*i18n*/ 'Found a shop you love through Locals Market? Tell us — those stories make our week.',
  },
  {
    icon: Handshake,
    title: /*i18n*/ 'Business owners',
    text: /*i18n*/ 'Questions about your profile, publishing or your state opening? We’re here to help you get found.',
  },
  {
    icon: Clock,
    title: /*i18n*/ 'When we reply',
    text: /*i18n*/ 'We’re a small team and we answer every message ourselves, usually within two business days.',
  },
];

/** The Contact page (docs/product.md §3.4): 'We'd Love to Hear From You' and the support mailbox. */
export function ContactPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._(STATIC_PAGE_META['/contact'].title));
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Contact')}
        title={i18n._("We'd Love to Hear From You")}
        description={i18n._('Questions, ideas, a shop we should know about — write to us any time.')}
      >
        <p className="mt-6 text-lg">
          <MailboxLink className="text-lg" />
        </p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line/70 bg-paper p-6 shadow-soft">
              <Icon aria-hidden="true" className="size-7 text-clay-strong" />
              <h2 className="mt-3 text-xl font-semibold text-ink">{i18n._(title)}</h2>
              <p className="mt-2 text-ink-soft">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-ink-soft">
          {withTags(
            i18n._('Looking for a quick answer? Our <0>support page</0> covers the most common questions.'),
            {
              0: (chunk) => (
                <Link to={paths.support} className="font-semibold text-primary underline underline-offset-4">
                  {chunk}
                </Link>
              ),
            },
          )}
        </p>
      </div>
    </>
  );
}
