import { Clock, Handshake, MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { MailboxLink } from './mailbox-link.tsx';

const TOPICS = [
  {
    icon: MessageCircleHeart,
    title: 'Say hello',
    text: 'Found a shop you love through Locals Market? Tell us — those stories make our week.',
  },
  {
    icon: Handshake,
    title: 'Business owners',
    text: 'Questions about your profile, publishing or your state opening? We’re here to help you get found.',
  },
  {
    icon: Clock,
    title: 'When we reply',
    text: 'We’re a small team and we answer every message ourselves, usually within two business days.',
  },
];

/** The Contact page (docs/product.md §3.4): 'We'd Love to Hear From You' and the support mailbox. */
export function ContactPage() {
  useDocumentTitle(STATIC_PAGE_META['/contact'].title);
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We'd Love to Hear From You"
        description="Questions, ideas, a shop we should know about — write to us any time."
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
              <h2 className="mt-3 text-xl font-semibold text-ink">{title}</h2>
              <p className="mt-2 text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-ink-soft">
          Looking for a quick answer? Our{' '}
          <Link to={paths.support} className="font-semibold text-primary underline underline-offset-4">
            support page
          </Link>{' '}
          covers the most common questions.
        </p>
      </div>
    </>
  );
}
