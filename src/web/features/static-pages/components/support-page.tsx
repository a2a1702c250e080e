import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { withTags } from '../../../lib/with-tags.tsx';
import { FAQ } from '../content/faq.ts';
import { FaqList } from './faq-list.tsx';
import { MailboxLink } from './mailbox-link.tsx';

/** `/support`: frequently asked questions and the support mailbox (docs/product.md §3.4). */
export function SupportPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._(STATIC_PAGE_META['/support'].title));
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Help center')}
        title={i18n._('How can we help?')}
        description={i18n._(
          'Answers to the questions neighbors and owners ask us most. Can’t find yours? We’re one email away.',
        )}
      />
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:gap-14 lg:px-8">
        <FaqList groups={FAQ} />
        <aside aria-labelledby="support-mail-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-primary-soft p-6">
            <LifeBuoy aria-hidden="true" className="size-8 text-primary" />
            <h2 id="support-mail-title" className="mt-3 text-2xl font-semibold text-ink">
              {i18n._('Still need help?')}
            </h2>
            <p className="mt-2 text-ink-soft">
              {i18n._('Email our support team and we’ll get back to you within two business days.')}
            </p>
            <MailboxLink className="mt-4 break-all" />
            <p className="mt-5 border-t border-primary/15 pt-4 text-sm text-ink-soft">
              {withTags(i18n._('Prefer a form? Visit our <0>contact page</0>.'), {
                0: (chunk) => (
                  <Link
                    to={paths.contact}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {chunk}
                  </Link>
                ),
              })}
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
