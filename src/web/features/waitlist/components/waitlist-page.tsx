import { Bell, MapPinned, Sprout } from 'lucide-react';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import potter from '../../../assets/panel-potter.svg';
import { Card } from '../../../components/ui/card.tsx';
import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { IconList } from '../../../components/ui/icon-list.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { WaitlistForm } from './waitlist-form.tsx';

const REASONS = [
  { icon: MapPinned, text: /*i18n*/ 'We open state by state, where owners are waiting.' },
  { icon: Bell, text: /*i18n*/ 'You’ll get one email the day your state goes live.' },
  { icon: Sprout, text: /*i18n*/ 'Your spot is free, and we never share your details.' },
];

/** `/waitlist`: owners outside the live states ask to be told when theirs opens (docs/product.md §13). */
export function WaitlistPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._(STATIC_PAGE_META['/waitlist'].title));
  return (
    <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8 lg:px-8">
      <div className="lg:col-start-1 lg:row-start-1 lg:pt-6">
        <Eyebrow>{i18n._('Coming to your state')}</Eyebrow>
        <h1 className="mt-2 text-4xl font-semibold text-ink sm:text-5xl">{i18n._('Join the Waitlist')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          {i18n._(
            'Locals Market isn’t live everywhere yet. Tell us about your business and where you are, and we’ll save you a spot at the front of the line.',
          )}
        </p>
      </div>
      <Card className="p-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <WaitlistForm />
      </Card>
      <div className="lg:col-start-1 lg:row-start-2">
        <IconList items={REASONS.map((r) => ({ ...r, text: i18n._(r.text) }))} badge="circle" />
        <img
          src={potter}
          alt=""
          width={400}
          height={500}
          loading="lazy"
          className="mt-10 hidden w-52 -rotate-2 rounded-2xl shadow-lift ring-1 ring-ink/5 lg:block"
        />
      </div>
    </div>
  );
}
