import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FAQ } from '../content/faq.ts';
import { FaqList } from './faq-list.tsx';
import { MailboxLink } from './mailbox-link.tsx';

/** `/support`: frequently asked questions and the support mailbox (docs/product.md §3.4). */
export function SupportPage() {
  useDocumentTitle(STATIC_PAGE_META['/support'].title);
  return (
    <>
      <PageHeader
        eyebrow="Help center"
        title="How can we help?"
        description="Answers to the questions neighbors and owners ask us most. Can’t find yours? We’re one email away."
      />
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:gap-14 lg:px-8">
        <FaqList groups={FAQ} />
        <aside aria-labelledby="support-mail-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-primary-soft p-6">
            <LifeBuoy aria-hidden="true" className="size-8 text-primary" />
            <h2 id="support-mail-title" className="mt-3 text-2xl font-semibold text-ink">
              Still need help?
            </h2>
            <p className="mt-2 text-ink-soft">
              Email our support team and we’ll get back to you within two business days.
            </p>
            <MailboxLink className="mt-4 break-all" />
            <p className="mt-5 border-t border-primary/15 pt-4 text-sm text-ink-soft">
              Prefer a form? Visit our{' '}
              <Link to={paths.contact} className="font-semibold text-primary underline underline-offset-4">
                contact page
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
